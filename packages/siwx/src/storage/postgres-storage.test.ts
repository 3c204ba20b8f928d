import { PGlite } from '@electric-sql/pglite'
import pg from 'pg'
import { afterAll, describe, expect, it } from 'vitest'
import { describeOnPostgresServer } from './postgres-server.test-helper.js'
import { createPostgresStorage, migrateSiwxTables } from './postgres-storage.js'
import { describeStorageContract } from './storage-contract.test-helper.js'

const closers: (() => Promise<unknown>)[] = []
afterAll(async () => {
  for (const close of closers) await close()
})

// PGlite (embedded PostgreSQL) always; one instance serves both "connections".
const pglite = new PGlite()
closers.push(() => pglite.close())
describeStorageContract('PostgreSQL (PGlite)', () => createPostgresStorage(pglite), {
  atomicSignIn: true,
})

// A PostgreSQL server when PORTICO_TEST_DATABASE_URL names one (as apps/api's tests do): each
// storage on its own pool, tables under a per-run prefix. Without one these are reported as
// skipped (and fail under CI).
describeOnPostgresServer('PostgreSQL (server)', (url) => {
  const prefix = `siwx_t${Date.now().toString(36)}_`
  describeStorageContract(
    'PostgreSQL (server)',
    async () => {
      const pool = new pg.Pool({ connectionString: url, max: 4 })
      closers.push(() => pool.end())
      return createPostgresStorage(pool, { tablePrefix: prefix })
    },
    { atomicSignIn: true },
  )

  it('creates its tables once when eight servers start together on one database', async () => {
    // Each "server" is its own pool, as replicas are; without the lock, concurrent
    // CREATE TABLE IF NOT EXISTS fails on pg_type_typname_nsp_index now and then.
    const racePrefix = `siwx_r${Date.now().toString(36)}_`
    const pools = Array.from({ length: 8 }, () => new pg.Pool({ connectionString: url, max: 1 }))
    closers.push(() => Promise.all(pools.map((pool) => pool.end())))
    for (let round = 0; round < 3; round += 1) {
      const prefix = `${racePrefix}${round}_`
      await Promise.all(pools.map((pool) => migrateSiwxTables(pool, prefix)))
      const { rows } = await pools[0]!.query<{ table_name: string }>(
        'SELECT table_name FROM information_schema.tables WHERE table_name LIKE $1 ORDER BY 1',
        [`${prefix}%`],
      )
      expect(rows.map((row) => row.table_name)).toEqual([`${prefix}nonces`, `${prefix}sessions`])
      await pools[0]!.query(`DROP TABLE ${prefix}nonces, ${prefix}sessions`)
    }
  })
})

describe('PostgreSQL storage', () => {
  it('creates its tables once and again without error', async () => {
    const db = new PGlite()
    closers.push(() => db.close())
    await migrateSiwxTables(db)
    await migrateSiwxTables(db)
    const { rows } = await db.query<{ table_name: string }>(
      "SELECT table_name FROM information_schema.tables WHERE table_name LIKE 'siwx_%' ORDER BY 1",
    )
    expect(rows.map((row) => row.table_name)).toEqual(['siwx_nonces', 'siwx_sessions'])
  })

  it('indexes nonces by expiry, so a periodic purge does not scan the table', async () => {
    await migrateSiwxTables(pglite, 'siwx_index_')
    const { rows } = await pglite.query<{ indexdef: string }>(
      "SELECT indexdef FROM pg_indexes WHERE tablename = 'siwx_index_nonces' AND indexdef LIKE '%(expires_at)%'",
    )
    expect(rows).toHaveLength(1)
  })

  it('issues a nonce without deleting expired ones (the retention job purges them)', async () => {
    const storage = await createPostgresStorage(pglite, { tablePrefix: 'siwx_issue_' })
    await storage.putNonce('expiredSoon1', 2_000, 1_000)
    await storage.putNonce('issuedLater1', 65_000, 5_000)
    const { rows } = await pglite.query<{ nonce: string }>(
      'SELECT nonce FROM siwx_issue_nonces WHERE expires_at <= $1',
      [5_000],
    )
    expect(rows.map((row) => row.nonce)).toEqual(['expiredSoon1'])
    expect(await storage.hasNonce('expiredSoon1', 5_000)).toBe(false)
  })

  it('refuses a table prefix that is not a plain identifier', async () => {
    await expect(
      createPostgresStorage(pglite, { tablePrefix: 'x; DROP TABLE y; --' }),
    ).rejects.toThrow('Invalid table prefix')
  })
})
