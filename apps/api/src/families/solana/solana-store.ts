import type { Database, Queryable } from '../../db/database.js'
import type { ParsedSolanaTransaction } from './parse-solana-transfers.js'

// The Solana source's tables: a numbered migration (src/db/migrations.ts). IF NOT EXISTS because
// servers before that migration created them at the source's start, without recording it.
export const SOLANA_STORE_MIGRATION_SQL = `
CREATE TABLE IF NOT EXISTS solana_transfers (
  chain text NOT NULL,
  signature text NOT NULL,
  idx integer NOT NULL,
  slot bigint NOT NULL,
  block_time bigint NOT NULL,
  fee_payer text NOT NULL,
  kind text NOT NULL,
  mint text,
  decimals integer NOT NULL,
  amount text NOT NULL,
  from_address text NOT NULL,
  to_address text NOT NULL,
  PRIMARY KEY (chain, signature, idx)
);
CREATE INDEX IF NOT EXISTS solana_transfers_from_idx ON solana_transfers (chain, from_address, slot DESC, signature DESC);
CREATE INDEX IF NOT EXISTS solana_transfers_to_idx ON solana_transfers (chain, to_address, slot DESC, signature DESC);
CREATE TABLE IF NOT EXISTS solana_indexed (
  chain text NOT NULL,
  signature text NOT NULL,
  PRIMARY KEY (chain, signature)
);
CREATE TABLE IF NOT EXISTS solana_sync (
  chain text NOT NULL,
  account text NOT NULL,
  newest text NOT NULL,
  PRIMARY KEY (chain, account)
)`

/** The newest signature already indexed for an account (owner or token account), if any. */
export async function syncedUntil(
  db: Queryable,
  chain: string,
  account: string,
): Promise<string | undefined> {
  const rows = await db.query<{ newest: string }>(
    'SELECT newest FROM solana_sync WHERE chain = $1 AND account = $2',
    [chain, account],
  )
  return rows[0]?.newest
}

export async function markSynced(db: Queryable, chain: string, account: string, newest: string) {
  await db.query(
    `INSERT INTO solana_sync (chain, account, newest) VALUES ($1, $2, $3)
     ON CONFLICT (chain, account) DO UPDATE SET newest = EXCLUDED.newest`,
    [chain, account, newest],
  )
}

/** Of `signatures`, the ones not indexed yet. */
export async function unindexed(
  db: Queryable,
  chain: string,
  signatures: string[],
): Promise<string[]> {
  if (signatures.length === 0) return []
  const rows = await db.query<{ signature: string }>(
    'SELECT signature FROM solana_indexed WHERE chain = $1 AND signature = ANY($2::text[])',
    [chain, signatures],
  )
  const known = new Set(rows.map((row) => row.signature))
  return signatures.filter((signature) => !known.has(signature))
}

/** Stores a transaction's transfers and marks it indexed, in one transaction. */
export async function storeTransaction(db: Database, chain: string, tx: ParsedSolanaTransaction) {
  await db.transaction(async (q) => {
    for (const transfer of tx.failed ? [] : tx.transfers) {
      await q.query(
        `INSERT INTO solana_transfers
           (chain, signature, idx, slot, block_time, fee_payer, kind, mint, decimals, amount, from_address, to_address)
         VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12)
         ON CONFLICT DO NOTHING`,
        [
          chain,
          tx.signature,
          transfer.idx,
          tx.slot.toString(),
          tx.blockTime,
          tx.feePayer,
          transfer.kind,
          transfer.mint,
          transfer.decimals,
          transfer.amount.toString(),
          transfer.from,
          transfer.to,
        ],
      )
    }
    await q.query(
      'INSERT INTO solana_indexed (chain, signature) VALUES ($1, $2) ON CONFLICT DO NOTHING',
      [chain, tx.signature],
    )
  })
}
