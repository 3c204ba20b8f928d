import { PGlite } from '@electric-sql/pglite'
import pg from 'pg'

/** Something SQL can be run on: the database or a transaction. Parameters are `$1, $2, ...`. */
export interface Queryable {
  query<Row = Record<string, unknown>>(
    sql: string,
    params?: readonly unknown[],
    options?: QueryOptions,
  ): Promise<Row[]>
}

export interface QueryOptions {
  /**
   * A name for a hot statement of fixed text: on a PostgreSQL server it is prepared once per
   * connection (parsed and, after a few runs, planned once), where planning costs more than
   * running it. One name per distinct text. PGlite ignores it.
   */
  prepare?: string
}

/** A lock held by this process until released, or until its connection is lost. */
export interface HeldLock {
  /** Whether the lock is still held (its connection answers). */
  alive(): Promise<boolean>
  release(): Promise<void>
}

/** The database the server keeps its state in: PGlite (embedded) or a PostgreSQL server. */
export interface Database extends Queryable {
  readonly kind: 'pglite' | 'postgres'
  /** Runs `fn` in one transaction on one connection. */
  transaction<T>(fn: (tx: Queryable) => Promise<T>): Promise<T>
  /**
   * Takes the lock `key` if nobody holds it (undefined otherwise), for as long as this process
   * keeps it: PostgreSQL's session advisory lock on a connection of its own, so a replica that
   * dies gives it back with its connection. PGlite is opened by one process only: there the
   * lock is between the users of this one database object.
   */
  tryLock(key: number, options?: LockOptions): Promise<HeldLock | undefined>
  /**
   * Who holds the lock `key` (the `holder` its taker named), whichever replica took it; null
   * when nobody does (or the holder gave no name).
   */
  lockHolder(key: number): Promise<string | null>
  /** The pool's connection counts (PostgreSQL; undefined for PGlite, which has no pool). */
  poolStats?(): { total: number; idle: number; waiting: number }
  close(): Promise<void>
}

export interface LockOptions {
  /**
   * A name for the holder (a replica's name), which `lockHolder` reports to every replica: on
   * PostgreSQL it is the lock connection's `application_name`, seen in `pg_stat_activity`.
   */
  holder?: string
}

/**
 * Embedded PostgreSQL (PGlite): in memory without `dataDir`, persisted in `dataDir` otherwise.
 * Same SQL as the server; nothing to install. `initial`, a data directory PGlite dumped
 * (`dumpDataDir`), is started from instead of initialising a new cluster (initdb, seconds).
 */
export async function createPgliteDatabase(dataDir?: string, initial?: Blob): Promise<Database> {
  const options = initial ? { loadDataDir: initial } : {}
  const db = dataDir ? new PGlite(dataDir, options) : new PGlite(options)
  await db.waitReady
  const held = new Map<number, string | null>()
  return {
    kind: 'pglite',
    async tryLock(key, options = {}) {
      if (held.has(key)) return undefined
      held.set(key, options.holder ?? null)
      return {
        alive: async () => held.has(key),
        release: async () => {
          held.delete(key)
        },
      }
    },
    lockHolder: async (key) => held.get(key) ?? null,
    async query<Row>(sql: string, params: readonly unknown[] = []) {
      const result = await db.query<Row>(sql, params as unknown[])
      return result.rows
    },
    transaction: (fn) =>
      db.transaction((tx) =>
        fn({
          async query<Row>(sql: string, params: readonly unknown[] = []) {
            return (await tx.query<Row>(sql, params as unknown[])).rows
          },
        }),
      ),
    close: () => db.close(),
  }
}

/**
 * A PostgreSQL server through a `pg` pool. `schema` (created when missing) isolates a test run
 * or a tenant: every connection's `search_path` is set to it.
 */
export async function createPostgresDatabase(options: {
  connectionString: string
  schema?: string | undefined
  maxConnections?: number | undefined
}): Promise<Database> {
  const schema = options.schema
  if (schema !== undefined && !/^[a-z_][a-z0-9_]{0,62}$/.test(schema)) {
    throw new Error(`Invalid schema name ${schema}`)
  }
  if (schema) {
    const setup = new pg.Client({ connectionString: options.connectionString })
    await setup.connect()
    try {
      // CREATE SCHEMA IF NOT EXISTS is not safe against a twin in flight (the catalogue's unique
      // index refuses the second): replicas starting together on a new schema take turns.
      await setup.query('BEGIN')
      await setup.query('SELECT pg_advisory_xact_lock(hashtext($1))', [`portico-schema:${schema}`])
      await setup.query(`CREATE SCHEMA IF NOT EXISTS ${schema}`)
      await setup.query('COMMIT')
    } finally {
      await setup.end()
    }
  }
  const pool = new pg.Pool({
    connectionString: options.connectionString,
    max: options.maxConnections ?? 10,
    ...(schema ? { options: `-c search_path=${schema}` } : {}),
  })
  // An idle connection the server ends (a restart, an administrator's termination) is dropped by
  // the pool, and the next query opens a new one; unheard, its 'error' would end the process.
  pool.on('error', () => undefined)
  return {
    kind: 'postgres',
    async tryLock(key, lockOptions = {}) {
      const client = await pool.connect()
      let taken = false
      try {
        const rows = (await client.query('SELECT pg_try_advisory_lock($1) AS ok', [key])).rows
        taken = rows[0]?.ok === true
        if (taken && lockOptions.holder)
          await client.query("SELECT set_config('application_name', $1, false)", [
            lockOptions.holder.slice(0, 63),
          ])
      } finally {
        if (!taken) client.release()
      }
      if (!taken) return undefined
      let released = false
      // A held connection that breaks (the server restarted) must not crash the process: the
      // next alive() finds out.
      const onError = () => undefined
      client.on('error', onError)
      return {
        async alive() {
          if (released) return false
          try {
            await client.query('SELECT 1')
            return true
          } catch {
            // The connection (and with it the lock) is gone: the client is dropped, not reused.
            released = true
            client.off('error', onError)
            client.release(true)
            return false
          }
        },
        async release() {
          if (released) return
          released = true
          await client.query('SELECT pg_advisory_unlock($1)', [key]).catch(() => undefined)
          await client.query('RESET application_name').catch(() => undefined)
          client.off('error', onError)
          client.release()
        },
      }
    },
    async lockHolder(key) {
      // A bigint advisory lock below 2^32 shows as classid 0, objid key, objsubid 1.
      const rows = await pool.query<{ holder: string | null }>(
        `SELECT a.application_name AS holder FROM pg_locks l JOIN pg_stat_activity a ON a.pid = l.pid
         WHERE l.locktype = 'advisory' AND l.granted AND l.classid = 0 AND l.objid = $1 AND l.objsubid = 1
           AND l.database = (SELECT oid FROM pg_database WHERE datname = current_database())`,
        [key],
      )
      return rows.rows[0]?.holder || null
    },
    poolStats: () => ({
      total: pool.totalCount,
      idle: pool.idleCount,
      waiting: pool.waitingCount,
    }),
    async query<Row>(sql: string, params: readonly unknown[] = [], options: QueryOptions = {}) {
      const result = options.prepare
        ? await pool.query({ name: options.prepare, text: sql, values: params as unknown[] })
        : await pool.query(sql, params as unknown[])
      return result.rows as Row[]
    },
    async transaction(fn) {
      const client = await pool.connect()
      try {
        await client.query('BEGIN')
        const result = await fn({
          async query<Row>(sql: string, params: readonly unknown[] = []) {
            return (await client.query(sql, params as unknown[])).rows as Row[]
          },
        })
        await client.query('COMMIT')
        return result
      } catch (error) {
        await client.query('ROLLBACK').catch(() => undefined)
        throw error
      } finally {
        client.release()
      }
    },
    close: () => pool.end(),
  }
}

/** Opens the database a config names: PostgreSQL when a URL is given, PGlite otherwise. */
export function openDatabase(options: {
  databaseUrl?: string | undefined
  schema?: string | undefined
  dataDir?: string | undefined
}): Promise<Database> {
  return options.databaseUrl
    ? createPostgresDatabase({ connectionString: options.databaseUrl, schema: options.schema })
    : createPgliteDatabase(options.dataDir)
}
