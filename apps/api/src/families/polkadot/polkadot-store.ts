import type { Database, Queryable } from '../../db/database.js'

// The Polkadot source's tables: a numbered migration (src/db/migrations.ts). IF NOT EXISTS because
// servers before that migration created them at the source's start, without recording it. Accounts are stored as 0x account ids, so every
// SS58 spelling of an address (any network prefix) finds the same rows.
export const POLKADOT_STORE_MIGRATION_SQL = `
CREATE TABLE IF NOT EXISTS polkadot_transfers (
  chain text NOT NULL,
  block_number bigint NOT NULL,
  event_index integer NOT NULL,
  group_index integer NOT NULL,
  block_hash text NOT NULL,
  extrinsic_hash text,
  block_time bigint NOT NULL,
  from_id text NOT NULL,
  to_id text NOT NULL,
  amount text NOT NULL,
  PRIMARY KEY (chain, block_number, event_index)
);
CREATE INDEX IF NOT EXISTS polkadot_transfers_from_idx ON polkadot_transfers (chain, from_id, block_number DESC, group_index DESC);
CREATE INDEX IF NOT EXISTS polkadot_transfers_to_idx ON polkadot_transfers (chain, to_id, block_number DESC, group_index DESC);
CREATE TABLE IF NOT EXISTS polkadot_sync (
  chain text PRIMARY KEY,
  block_number bigint NOT NULL
)`

/** One `balances.Transfer` event. */
export interface PolkadotTransferRow {
  blockNumber: number
  eventIndex: number
  /** The extrinsic's index in its block; events outside extrinsics get 1 000 000 + event index. */
  groupIndex: number
  blockHash: string
  extrinsicHash: string | null
  /** Milliseconds (the block's `timestamp.now`). */
  blockTime: number
  fromId: string
  toId: string
  amount: bigint
}

/** The last block indexed for the chain, if any. */
export async function indexedUntil(db: Queryable, chain: string): Promise<number | undefined> {
  const rows = await db.query<{ block_number: string | number }>(
    'SELECT block_number FROM polkadot_sync WHERE chain = $1',
    [chain],
  )
  return rows[0] === undefined ? undefined : Number(rows[0].block_number)
}

/** Stores one block's transfers and moves the sync mark to it, in one transaction. */
export async function storeBlock(
  db: Database,
  chain: string,
  blockNumber: number,
  transfers: readonly PolkadotTransferRow[],
): Promise<void> {
  await db.transaction(async (q) => {
    for (const t of transfers) {
      await q.query(
        `INSERT INTO polkadot_transfers
           (chain, block_number, event_index, group_index, block_hash, extrinsic_hash, block_time, from_id, to_id, amount)
         VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10)
         ON CONFLICT DO NOTHING`,
        [
          chain,
          t.blockNumber,
          t.eventIndex,
          t.groupIndex,
          t.blockHash,
          t.extrinsicHash,
          t.blockTime,
          t.fromId,
          t.toId,
          t.amount.toString(),
        ],
      )
    }
    await q.query(
      `INSERT INTO polkadot_sync (chain, block_number) VALUES ($1, $2)
       ON CONFLICT (chain) DO UPDATE SET block_number = GREATEST(polkadot_sync.block_number, EXCLUDED.block_number)`,
      [chain, blockNumber],
    )
  })
}
