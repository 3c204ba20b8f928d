import { describe, expect, it } from 'vitest'
import { freshMigratedPgliteDatabase } from '../test/pristine-pglite.js'
import { measuredTables, measureRowSizes } from './row-size.js'

describe('measureRowSizes', () => {
  it('inserts the rows it says and prices each by the growth of table, indexes and TOAST', async () => {
    const db = await freshMigratedPgliteDatabase()
    try {
      // The templates the indexer would have written: one ETH transfer and its history entry.
      const hash = `0x${'ab'.repeat(32)}`
      const from = `0x${'11'.repeat(20)}`
      const to = `0x${'22'.repeat(20)}`
      await db.query(
        `INSERT INTO transfers (chain_id, tx_hash, log_index, block_number, block_time, tx_index, tx_from,
           tx_to, tx_nonce, status, kind, token, from_address, to_address, amount, token_id)
         VALUES (1, $1, -1, 5, 1765000000, 0, $2, $3, 0, 'success', 'native', NULL, $2, $3, '10000000000000000', NULL)`,
        [hash, from, to],
      )
      const entry = JSON.stringify({
        tx_hash: hash,
        records: [{ from, to, note: 'x'.repeat(600) }],
      })
      await db.query(
        `INSERT INTO history_entries (address, chain_id, tx_hash, block_time, block_number, tx_index, entry)
         VALUES ($1, 1, $2, 1765000000, 5, 0, $3)`,
        [from, hash, entry],
      )
      const sizes = await measureRowSizes(db, 300)
      expect(sizes.map((size) => size.table)).toEqual(measuredTables)
      for (const { table } of sizes) {
        const [count] = await db.query<{ n: number }>(`SELECT count(*)::int AS n FROM ${table}`)
        const templates = table === 'transfers' || table === 'history_entries' ? 1 : 0
        expect(count?.n, table).toBe(300 + templates)
      }
      const bytes = Object.fromEntries(sizes.map((size) => [size.table, size.bytesPerRow]))
      // A history row holds its entry's JSON and three index entries: more than the JSON alone.
      expect(bytes.history_entries).toBeGreaterThan(entry.length)
      // A transfer row holds two 66-character hashes' worth of text and three indexes.
      expect(bytes.transfers).toBeGreaterThan(66 + 42 * 3)
      expect(bytes.names).toBeGreaterThan(0)
      expect(bytes.analytics_events).toBeGreaterThan(0)
    } finally {
      await db.close()
    }
  })
})
