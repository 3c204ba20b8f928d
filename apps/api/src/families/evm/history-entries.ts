import type { Queryable } from '../../db/database.js'

/**
 * Transfers kept per (address, transaction) entry: the page lists at most `historyTransfersPerTx`
 * (default 50) of them, and one contract can emit thousands of Transfer logs in one call, so the
 * stored row is bounded too. A `historyTransfersPerTx` above this lists this many.
 */
export const HISTORY_STORED_TRANSFERS_PER_TX = 200

/**
 * The `history_entries` table: one row per (address, chain, transaction) the address takes part
 * in, keyed for the page's newest-first order, holding the page's item as ready JSON text
 * (`entry`: the transaction's keys and every transfer of it touching the address, with its
 * token's metadata). So an uncached history page is one index range scan with LIMIT on
 * (address, time, chain, block, index) instead of a DISTINCT over the OR of two indexes, a join
 * and a window. Written with the transfers, in the same database transaction.
 */
export const HISTORY_ENTRIES_TABLE_SQL = `
CREATE TABLE history_entries (
  address text NOT NULL,
  chain_id bigint NOT NULL,
  tx_hash text NOT NULL,
  block_time bigint NOT NULL,
  block_number bigint NOT NULL,
  tx_index integer NOT NULL,
  entry text NOT NULL,
  PRIMARY KEY (address, chain_id, tx_hash)
);
CREATE INDEX history_entries_page_idx ON history_entries (address, block_time, chain_id, block_number, tx_index);
CREATE INDEX history_entries_chain_page_idx ON history_entries (address, chain_id, block_time, block_number, tx_index)`

/**
 * (Re)builds the entries of the transactions `where` selects (on `transfers t`) from the
 * transfers table: every address a transfer is from or to gets the transaction's entry. Tokens
 * are read once, before their transfers are stored (`ensureTokens`), and never change, so the
 * copy of their metadata here stays true. No semicolon: the migration runner splits on them.
 */
export function upsertHistoryEntriesSql(where: string): string {
  return `INSERT INTO history_entries (address, chain_id, tx_hash, block_time, block_number, tx_index, entry)
SELECT address, chain_id, tx_hash, block_time, block_number, tx_index,
  json_build_object(
    'chain_id', chain_id, 'tx_hash', tx_hash, 'block_time', block_time,
    'block_number', block_number, 'tx_index', tx_index,
    'records', json_agg(json_build_object(
      'tx_from', tx_from, 'tx_nonce', tx_nonce, 'status', status, 'kind', kind, 'token', token,
      'from_address', from_address, 'to_address', to_address, 'amount', amount,
      'token_id', token_id, 'token_name', token_name, 'token_symbol', token_symbol,
      'token_decimals', token_decimals
    ) ORDER BY log_index) FILTER (WHERE nth <= ${HISTORY_STORED_TRANSFERS_PER_TX})
  )::text
FROM (
  SELECT a.address, t.chain_id, t.tx_hash, t.log_index, t.block_time, t.block_number, t.tx_index,
    t.tx_from, t.tx_nonce, t.status, t.kind, t.token, t.from_address, t.to_address, t.amount,
    t.token_id,
    CASE WHEN k.usable THEN k.name END AS token_name,
    CASE WHEN k.usable THEN k.symbol END AS token_symbol,
    CASE WHEN k.usable THEN k.decimals END AS token_decimals,
    row_number() OVER (PARTITION BY a.address, t.chain_id, t.tx_hash ORDER BY t.log_index) AS nth
  FROM transfers t
  CROSS JOIN LATERAL (SELECT t.from_address UNION SELECT t.to_address) a(address)
  LEFT JOIN tokens k ON k.chain_id = t.chain_id AND k.address = t.token
  WHERE ${where}
) x
GROUP BY address, chain_id, tx_hash, block_time, block_number, tx_index
ON CONFLICT (address, chain_id, tx_hash) DO UPDATE SET entry = EXCLUDED.entry`
}

/** Rebuilds the entries of `txHashes` on `chainId`: called in the transaction storing their transfers. */
export async function writeHistoryEntries(
  tx: Queryable,
  chainId: number,
  txHashes: readonly string[],
): Promise<void> {
  if (txHashes.length === 0) return
  await tx.query(upsertHistoryEntriesSql('t.chain_id = $1 AND t.tx_hash = ANY($2::text[])'), [
    chainId,
    [...txHashes],
  ])
}
