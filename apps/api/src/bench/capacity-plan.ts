import type { CapacityInputs, MixLine, RequestCost, TableGrowth } from './capacity.js'
import type { RowSize } from './row-size.js'

/**
 * The stated side of the capacity table: what a wallet's session asks apps/api for (read from
 * what @portico/core does on open, connect and in the account view), how the day's load peaks,
 * and the sizes assumed for the parts that do not scale out. The measured side (CPU per request,
 * bytes per row) comes from the bench.
 */

/** A session: the modal opened, a wallet connected, the account view browsed. */
export const SESSION_MIX: readonly MixLine[] = [
  // wallet-directory-actions: featured + recommended on open, then the All Wallets page.
  { call: 'wallet directory /getWallets', perSession: 2, cost: 'directory' },
  // The first balance read of a session misses the cache and reads the chain.
  { call: 'balance, first read (chain reads)', perSession: 1, cost: 'balance miss' },
  // The account view and the refresh after a send find it cached.
  { call: 'balance, later reads (cache hit)', perSession: 2, cost: 'cache hit' },
  // Activity: the first page from the database, a repoll served from the cache.
  { call: 'history page (database)', perSession: 1, cost: 'history database' },
  { call: 'history page again (cache hit)', perSession: 1, cost: 'cache hit' },
  // Not measured on their own: one index lookup each, priced as the uncached history page.
  { call: 'NFTs (priced as the history page)', perSession: 1, cost: 'history database' },
  { call: 'reverse name (priced as the history page)', perSession: 1, cost: 'history database' },
  // MODAL_OPEN, SELECT_WALLET, CONNECT_SUCCESS, MODAL_CLOSE and a few account-view events.
  { call: 'analytics events /e', perSession: 6, cost: 'analytics' },
  // wagmi through apps/api's RPC endpoint: chain id, block number, balance, gas estimate, ...
  { call: 'JSON-RPC /v1/?chainId= (forwarded)', perSession: 10, cost: 'rpc' },
]

export const SESSIONS_PER_WALLET_PER_DAY = 2
export const ANALYTICS_RETENTION_DAYS = 30
/** One wallet in ten registers a name. */
export const NAMES_PER_WALLET = 0.1

/** The stated peak, utilisation and sizes (`CapacityInputs` without the measured parts). */
export const CAPACITY_ASSUMPTIONS = {
  sessionsPerWalletPerDay: SESSIONS_PER_WALLET_PER_DAY,
  peakHourShare: 0.1,
  peakSecondFactor: 3,
  utilisation: 0.6,
  coresPerReplica: 1,
  // createPostgresDatabase's pool `max` (the indexer's lease holds one of them).
  connectionsPerReplica: 10,
  // PostgreSQL's default max_connections 100, less its 3 superuser_reserved_connections.
  postgresConnections: 97,
  postgresCores: 4,
  chainNodeCores: 4,
} as const

export const DAILY_ACTIVE_WALLETS = [1_000, 10_000, 100_000] as const

/** The mix's requests per session (the mix's own sum). */
export function requestsPerSession(mix: readonly MixLine[] = SESSION_MIX): number {
  return mix.reduce((sum, line) => sum + line.perSession, 0)
}

/** Analytics events a wallet sends a day (the mix's `/e` calls, every session). */
export function eventsPerWalletPerDay(mix: readonly MixLine[] = SESSION_MIX): number {
  const perSession = mix
    .filter((line) => line.cost === 'analytics')
    .reduce((sum, line) => sum + line.perSession, 0)
  return SESSIONS_PER_WALLET_PER_DAY * perSession
}

/** An analytics event's cost measured with `eventsToday` events of its project already stored. */
export interface AnalyticsPoint {
  eventsToday: number
  cost: RequestCost
}

/**
 * An event's cost with `eventsToday` events of the project stored in the last 24 h: `/e`
 * counts them for the daily quota before each insert, so its cost grows with the project's
 * traffic. A straight line through the two measured points (never below the cheaper one).
 */
export function analyticsCostAt(
  eventsToday: number,
  [small, large]: readonly [AnalyticsPoint, AnalyticsPoint],
): RequestCost {
  const span = Math.max(1, large.eventsToday - small.eventsToday)
  const at = (pick: (cost: RequestCost) => number) => {
    const slope = (pick(large.cost) - pick(small.cost)) / span
    return Math.max(
      Math.min(pick(small.cost), pick(large.cost)),
      pick(small.cost) + slope * (eventsToday - small.eventsToday),
    )
  }
  return {
    apiUs: at((cost) => cost.apiUs),
    postgresUs: at((cost) => cost.postgresUs),
    chainUs: at((cost) => cost.chainUs),
  }
}

/** Rows per wallet kept, by table: analytics events for their retention, names. */
export function walletTables(sizes: readonly RowSize[]): TableGrowth[] {
  const bytes = (table: string) => sizes.find((size) => size.table === table)?.bytesPerRow ?? 0
  const eventsPerDay = eventsPerWalletPerDay()
  return [
    {
      table: 'analytics_events',
      rowsPerWallet: eventsPerDay * ANALYTICS_RETENTION_DAYS,
      bytesPerRow: bytes('analytics_events'),
    },
    { table: 'names', rowsPerWallet: NAMES_PER_WALLET, bytesPerRow: bytes('names') },
  ]
}

/**
 * Bytes the indexer stores per transfer: its `transfers` row and a `history_entries` row for
 * each of its two parties. The indexer stores every transfer of the chains it follows, so this
 * grows with the chains' traffic, not with the wallets.
 */
export function bytesPerIndexedTransfer(sizes: readonly RowSize[]): number {
  const bytes = (table: string) => sizes.find((size) => size.table === table)?.bytesPerRow ?? 0
  return bytes('transfers') + 2 * bytes('history_entries')
}

/** The inputs of `capacityFor` from measured costs and row sizes. */
export function capacityInputs(
  costs: Record<string, RequestCost>,
  sizes: readonly RowSize[],
): CapacityInputs {
  return { ...CAPACITY_ASSUMPTIONS, costs, mix: SESSION_MIX, tables: walletTables(sizes) }
}
