import { loadStorageDriver } from '../server/siwx-errors.js'
import type { SiwxStorage, StoredSiwxSession } from './siwx-storage.js'

/**
 * What the PostgreSQL storage runs SQL on: a `pg` Pool or Client, a PGlite instance, or any
 * adapter with the same `query(sql, params) → { rows }` shape. Parameters are `$1, $2, …`.
 */
export interface SqlClient {
  query(sql: string, params?: unknown[]): Promise<{ rows: unknown[] }>
}

export interface PostgresStorageOptions {
  /** Prefix of the two tables (`{prefix}nonces`, `{prefix}sessions`); default `siwx_`. */
  tablePrefix?: string | undefined
}

interface SessionRow {
  id: string
  account_id: string
  message: string
  signature: string
  created_at: string | number
  expires_at: string | number
}

/**
 * Creates the storage's tables when missing. Run once before sharing a database between
 * servers (`createPostgresStorage` runs it too). Expired nonces stay until deleted: run
 * `DELETE FROM {prefix}nonces WHERE expires_at <= $1` (now, in ms; indexed) from a periodic
 * job, as apps/api's retention job does, never on the unauthenticated issue path. Servers starting together on one database may
 * all run it: the statements run as one block under a transaction-scoped advisory lock, since
 * concurrent `CREATE TABLE IF NOT EXISTS` of one name can fail on PostgreSQL's catalog
 * (`pg_type_typname_nsp_index`).
 */
export async function migrateSiwxTables(client: SqlClient, tablePrefix = 'siwx_'): Promise<void> {
  const prefix = checkPrefix(tablePrefix)
  // One statement (a DO block), so it is one transaction on any client: a pool's connection,
  // PGlite, or a client already inside a transaction. The prefix is a checked identifier.
  await client.query(`DO $siwx$ BEGIN
  PERFORM pg_advisory_xact_lock(hashtext('portico:siwx:${prefix}'));
  CREATE TABLE IF NOT EXISTS ${prefix}nonces (
    nonce TEXT PRIMARY KEY,
    expires_at BIGINT NOT NULL
  );
  CREATE INDEX IF NOT EXISTS ${prefix}nonces_expires_at ON ${prefix}nonces (expires_at);
  CREATE TABLE IF NOT EXISTS ${prefix}sessions (
    id TEXT PRIMARY KEY,
    account_id TEXT NOT NULL,
    message TEXT NOT NULL,
    signature TEXT NOT NULL,
    created_at BIGINT NOT NULL,
    expires_at BIGINT NOT NULL
  );
  CREATE INDEX IF NOT EXISTS ${prefix}sessions_expires_at ON ${prefix}sessions (expires_at);
END $siwx$`)
}

function checkPrefix(prefix: string): string {
  // The prefix is spliced into SQL: only a plain identifier is allowed.
  if (!/^[a-z_][a-z0-9_]{0,40}$/.test(prefix)) throw new Error(`Invalid table prefix ${prefix}`)
  return prefix
}

/**
 * Nonces and sessions in PostgreSQL (a server through `pg`, or PGlite), on a client the caller
 * owns. A nonce is consumed by one `DELETE … RETURNING`, which PostgreSQL runs atomically: of
 * two concurrent verifications of one message, one gets the row and the other none.
 *
 * @example
 * const storage = await createPostgresStorage(new pg.Pool({ connectionString }))
 */
export async function createPostgresStorage(
  client: SqlClient,
  options: PostgresStorageOptions = {},
): Promise<SiwxStorage> {
  const prefix = checkPrefix(options.tablePrefix ?? 'siwx_')
  await migrateSiwxTables(client, prefix)
  return {
    async putNonce(nonce, expiresAt) {
      // No purge here: issuing is unauthenticated, so it must stay one indexed write. Expired
      // rows are deleted by the owner's periodic job (see `migrateSiwxTables`).
      await client.query(
        `INSERT INTO ${prefix}nonces (nonce, expires_at) VALUES ($1, $2)
         ON CONFLICT (nonce) DO UPDATE SET expires_at = EXCLUDED.expires_at`,
        [nonce, expiresAt],
      )
    },
    async hasNonce(nonce, now) {
      const { rows } = await client.query(
        `SELECT 1 FROM ${prefix}nonces WHERE nonce = $1 AND expires_at > $2`,
        [nonce, now],
      )
      return rows.length > 0
    },
    async consumeNonce(nonce, now) {
      const { rows } = await client.query(
        `DELETE FROM ${prefix}nonces WHERE nonce = $1 RETURNING expires_at`,
        [nonce],
      )
      const row = rows[0] as { expires_at: string | number } | undefined
      return row !== undefined && Number(row.expires_at) > now
    },
    async addSession(session) {
      await client.query(
        `INSERT INTO ${prefix}sessions (id, account_id, message, signature, created_at, expires_at)
         VALUES ($1, $2, $3, $4, $5, $6)`,
        [
          session.id,
          session.accountId,
          session.message,
          session.signature,
          session.createdAt,
          session.expiresAt,
        ],
      )
    },
    async consumeNonceAddSession(nonce, now, session) {
      // One statement, so one transaction on any client: the nonce is spent only together with
      // the session it pays for (an expired nonce is still removed, as by consumeNonce).
      const { rows } = await client.query(
        `WITH spent AS (DELETE FROM ${prefix}nonces WHERE nonce = $1 RETURNING expires_at)
         INSERT INTO ${prefix}sessions (id, account_id, message, signature, created_at, expires_at)
         SELECT $3, $4, $5, $6, $7, $8 FROM spent WHERE spent.expires_at > $2
         RETURNING id`,
        [
          nonce,
          now,
          session.id,
          session.accountId,
          session.message,
          session.signature,
          session.createdAt,
          session.expiresAt,
        ],
      )
      return rows.length > 0
    },
    async getSession(id, now) {
      const { rows } = await client.query(
        `SELECT * FROM ${prefix}sessions WHERE id = $1 AND expires_at > $2`,
        [id, now],
      )
      const row = rows[0] as SessionRow | undefined
      return row && toSession(row)
    },
    async deleteSession(id) {
      const { rows } = await client.query(
        `DELETE FROM ${prefix}sessions WHERE id = $1 RETURNING id`,
        [id],
      )
      return rows.length > 0
    },
  }
}

function toSession(row: SessionRow): StoredSiwxSession {
  return {
    id: row.id,
    accountId: row.account_id,
    message: row.message,
    signature: row.signature,
    createdAt: Number(row.created_at),
    expiresAt: Number(row.expires_at),
  }
}

/**
 * The PostgreSQL storage on its own `pg` pool for `connectionString` (`pg` is loaded on first
 * use); `close()` ends the pool. `pg` is an optional peer dependency: without it this rejects
 * with a `SiwxStorageDriverMissingError`.
 *
 * @example
 * const storage = await connectPostgresStorage(process.env.DATABASE_URL)
 */
export async function connectPostgresStorage(
  connectionString: string,
  options: PostgresStorageOptions & { maxConnections?: number } = {},
): Promise<SiwxStorage> {
  const { default: pg } = await loadStorageDriver('pg', () => import('pg'))
  const pool = new pg.Pool({ connectionString, max: options.maxConnections ?? 10 })
  try {
    const storage = await createPostgresStorage(pool, options)
    return { ...storage, close: () => pool.end() }
  } catch (error) {
    await pool.end()
    throw error
  }
}
