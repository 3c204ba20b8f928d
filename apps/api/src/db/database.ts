import { PGlite } from '@electric-sql/pglite'
import pg from 'pg'

/** Something SQL can be run on: the database or a transaction. Parameters are `$1, $2, ...`. */
export interface Queryable {
  query<Row = Record<string, unknown>>(sql: string, params?: readonly unknown[]): Promise<Row[]>
}

/** The database the server keeps its state in: PGlite (embedded) or a PostgreSQL server. */
export interface Database extends Queryable {
  readonly kind: 'pglite' | 'postgres'
  /** Runs `fn` in one transaction on one connection. */
  transaction<T>(fn: (tx: Queryable) => Promise<T>): Promise<T>
  close(): Promise<void>
}

/**
 * Embedded PostgreSQL (PGlite): in memory without `dataDir`, persisted in `dataDir` otherwise.
 * Same SQL as the server; nothing to install.
 */
export async function createPgliteDatabase(dataDir?: string): Promise<Database> {
  const db = dataDir ? new PGlite(dataDir) : new PGlite()
  await db.waitReady
  return {
    kind: 'pglite',
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
      await setup.query(`CREATE SCHEMA IF NOT EXISTS ${schema}`)
    } finally {
      await setup.end()
    }
  }
  const pool = new pg.Pool({
    connectionString: options.connectionString,
    max: options.maxConnections ?? 10,
    ...(schema ? { options: `-c search_path=${schema}` } : {}),
  })
  return {
    kind: 'postgres',
    async query<Row>(sql: string, params: readonly unknown[] = []) {
      const result = await pool.query(sql, params as unknown[])
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
