import { expect, it } from 'vitest'
import { migrate, pendingMigrations } from '../db/migrations.js'
import { describeEachBackend, openTestDatabase } from './harness.js'

describeEachBackend('a migrated test database on $name', ({ name }) => {
  it('has every migration, and a second one none of the rows the first was given', async () => {
    const first = await openTestDatabase(name, { migrated: true })
    const second = await openTestDatabase(name, { migrated: true })
    try {
      await first.db.query('INSERT INTO indexer_cursor (chain_id, next_block) VALUES (1, 7)')
      for (const { db } of [first, second]) {
        expect(await pendingMigrations(db)).toEqual([])
        expect(await migrate(db)).toEqual([])
      }
      expect(await second.db.query('SELECT chain_id FROM indexer_cursor')).toEqual([])
      // A replica's second pool reads the same database.
      const replica = await first.reopen()
      expect(await replica.query('SELECT next_block::int AS n FROM indexer_cursor')).toEqual([
        { n: 7 },
      ])
    } finally {
      await Promise.all([first.dispose(), second.dispose()])
    }
  }, 60_000)
})
