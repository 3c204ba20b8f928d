import type { Queryable } from '../db/database.js'

/**
 * Bytes per row of the tables that grow, measured: `rows` rows inserted into the bench's
 * database and the growth of `pg_total_relation_size` (table, TOAST and every index) divided by
 * them. The indexed tables copy a row the bench's indexer wrote (a devnet ETH transfer and its
 * history entry) under fresh hashes and addresses, so keys and JSON are as long as real ones.
 */
export interface RowSize {
  table: string
  rows: number
  bytesPerRow: number
}

const hash = (seed: string) => `'0x' || md5('${seed}' || g) || md5('${seed}-2' || g)`
const address = (seed: string) => `'0x' || substr(md5('${seed}' || g), 1, 40)`

// An event as the kit sends it (a wallet picked in the modal): `$1` of them for project `$2`,
// received one per ms from `$3` on.
const EVENTS_SQL = `INSERT INTO analytics_events (event_id, project_id, sdk_type, sdk_version, url, domain,
    event_time, event, type, properties, address, received_at)
  SELECT md5($2 || 'event' || g), $2, 'portico', 'react-0.1.0', 'https://app.example.org/', 'app.example.org',
    $3::bigint + g, 'SELECT_WALLET', 'track',
    '{"name":"MetaMask","platform":"browser","view":"Connect"}'::jsonb, ${address('owner')},
    $3::bigint + g
  FROM generate_series(1, $1::int) g`

/** Stores `rows` events of `projectId`, received from `receivedAt` (ms) on, one per ms. */
export async function insertAnalyticsEvents(
  db: Queryable,
  rows: number,
  projectId: string,
  receivedAt: number,
): Promise<void> {
  await db.query(EVENTS_SQL, [rows, projectId, receivedAt])
}

/** One INSERT of `$1` rows per table, over `generate_series(1, $1) g`. */
const inserts: Readonly<Record<string, string>> = {
  transfers: `INSERT INTO transfers (chain_id, tx_hash, log_index, block_number, block_time, tx_index,
      tx_from, tx_to, tx_nonce, status, kind, token, from_address, to_address, amount, token_id)
    SELECT t.chain_id, ${hash('tx')}, t.log_index, t.block_number + g, t.block_time + g, t.tx_index,
      ${address('from')}, t.tx_to, t.tx_nonce + g, t.status, t.kind, t.token, ${address('from')},
      ${address('to')}, t.amount, t.token_id
    FROM (SELECT * FROM transfers LIMIT 1) t, generate_series(1, $1::int) g`,
  history_entries: `INSERT INTO history_entries (address, chain_id, tx_hash, block_time, block_number, tx_index, entry)
    SELECT ${address('owner')}, h.chain_id, ${hash('tx')}, h.block_time + g, h.block_number + g,
      h.tx_index, h.entry
    FROM (SELECT * FROM history_entries LIMIT 1) h, generate_series(1, $1::int) g`,
  analytics_events: EVENTS_SQL,
  names: `INSERT INTO names (name, address, coin_type, attributes, registered_at, updated_at)
    SELECT 'wallet' || g || '.portico.id', ${address('owner')}, 60, '{}'::jsonb, 1765000000000 + g,
      1765000000000 + g
    FROM generate_series(1, $1::int) g`,
}

/** The tables `measureRowSizes` knows. */
export const measuredTables = Object.keys(inserts)

/**
 * Inserts `rows` rows into each table and reports the growth per row. The rows stay: run it on
 * the bench's own database (a schema dropped at the end, or PGlite in memory), after the
 * measured runs.
 */
export async function measureRowSizes(db: Queryable, rows = 2_000): Promise<RowSize[]> {
  const sizes: RowSize[] = []
  for (const [table, sql] of Object.entries(inserts)) {
    const size = async () => {
      const [row] = await db.query<{ bytes: string | number }>(
        'SELECT pg_total_relation_size($1::regclass) AS bytes',
        [table],
      )
      return Number(row?.bytes ?? 0)
    }
    const before = await size()
    await db.query(sql, sql === EVENTS_SQL ? [rows, 'my-app', 1_765_000_000_000] : [rows])
    const after = await size()
    sizes.push({ table, rows, bytesPerRow: Math.round((after - before) / rows) })
  }
  return sizes
}
