import { randomBytes } from 'node:crypto'
import pg from 'pg'
import { describe, expect, it } from 'vitest'
import { POSTGRES_SKIP_REASON } from '../test/harness.js'
import { createPostgresDatabase, type Database } from './database.js'

const url = process.env.PORTICO_TEST_DATABASE_URL ?? ''
const title = 'replicas opening a schema that does not exist yet (PostgreSQL)'
const suite = POSTGRES_SKIP_REASON ? describe.skip : describe

suite(POSTGRES_SKIP_REASON ? `${title} (skipped: ${POSTGRES_SKIP_REASON})` : title, () => {
  it('twelve opening it at once all get it, none refused by the catalogue', async () => {
    // Rounds, because the race needs two CREATE SCHEMA statements in flight together.
    for (let round = 0; round < 3; round += 1) {
      const schema = `portico_race_${randomBytes(6).toString('hex')}`
      const opened = await Promise.allSettled(
        Array.from({ length: 12 }, () =>
          createPostgresDatabase({ connectionString: url, schema, maxConnections: 1 }),
        ),
      )
      const databases = opened.flatMap((result) =>
        result.status === 'fulfilled' ? [result.value] : [],
      )
      try {
        const refused = opened.flatMap((result) =>
          result.status === 'rejected' ? [String(result.reason)] : [],
        )
        expect(refused).toEqual([])
      } finally {
        await Promise.all(databases.map((db: Database) => db.close()))
        const admin = new pg.Client({ connectionString: url })
        await admin.connect()
        await admin.query(`DROP SCHEMA IF EXISTS ${schema} CASCADE`).finally(() => admin.end())
      }
    }
  }, 60_000)
})
