import { PGlite } from '@electric-sql/pglite'
import pg from 'pg'
import { afterAll, describe, expect, it } from 'vitest'
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
// storage on its own pool, tables under a per-run prefix.
// Without one the run says so (a skipped suite with the reason), as apps/api's suites do: a run
// without PostgreSQL must not look like one with it.
const url = process.env.PORTICO_TEST_DATABASE_URL
if (!url) {
  describe.skip('PostgreSQL (server) storage contract (skipped: PORTICO_TEST_DATABASE_URL not set)', () => {
    it('runs the contract on a PostgreSQL server', () => undefined)
  })
} else {
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

  describe('PostgreSQL (server) tables', () => {
    it('are created once when eight servers start together on one database', async () => {
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
}

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

  it('refuses a table prefix that is not a plain identifier', async () => {
    await expect(
      createPostgresStorage(pglite, { tablePrefix: 'x; DROP TABLE y; --' }),
    ).rejects.toThrow('Invalid table prefix')
  })
})
