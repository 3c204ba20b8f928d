/**
 * apps/api's capacity on paper: from the bench's CPU per request by endpoint and a stated request
 * mix, the peak load of a number of daily active wallets, the API cores and replicas it needs,
 * PostgreSQL's CPU, connections and size, the chain node's reads, and which part saturates first.
 * Pure arithmetic over its inputs: the bench feeds it the figures it measured.
 */

/** What one request of a kind costs, measured by the bench (µs of CPU time per request). */
export interface RequestCost {
  /** The API server process (Node: one event loop, so one core per replica at most). */
  apiUs: number
  /** PostgreSQL's backends serving it. */
  postgresUs: number
  /** The chain node it reads (a forwarded RPC call, a balance read). */
  chainUs: number
}

/** One line of the request mix: how many times a wallet's session calls it, priced as `cost`. */
export interface MixLine {
  call: string
  perSession: number
  /** The key of the measured cost this call is priced at (`CapacityInputs.costs`). */
  cost: string
}

/** Rows a table gains, and what one row takes on disk (table, indexes and TOAST). */
export interface TableGrowth {
  table: string
  /** Rows per daily active wallet kept at any time (retention included). */
  rowsPerWallet: number
  bytesPerRow: number
}

export interface CapacityInputs {
  costs: Readonly<Record<string, RequestCost>>
  mix: readonly MixLine[]
  sessionsPerWalletPerDay: number
  /** Share of the day's requests in the busiest hour (0.1: 10 %). */
  peakHourShare: number
  /** The busiest second against the busiest hour's average. */
  peakSecondFactor: number
  /** The share of a core each part may use at peak (0.6: 60 %), headroom for bursts and GC. */
  utilisation: number
  /** Cores one replica uses at most (a Node process: one event loop). */
  coresPerReplica: number
  /** Connections one replica's pool opens at most (`createPostgresDatabase`'s `max`). */
  connectionsPerReplica: number
  /** PostgreSQL's `max_connections` minus its reserved ones. */
  postgresConnections: number
  /** Cores of the one PostgreSQL server (the primary: writes and reads here). */
  postgresCores: number
  /** Cores of the chain node the API reads (one node; the indexer's reads come on top). */
  chainNodeCores: number
  /** The tables that grow with the wallets. */
  tables: readonly TableGrowth[]
}

/** The load of one part at peak and the daily active wallets at which it is full. */
export interface PartLoad {
  part: 'API replicas (PostgreSQL connections)' | 'PostgreSQL CPU' | 'chain node CPU'
  /** Cores (CPU parts) or connections (the replicas' pools) in use at peak. */
  used: number
  /** What the part has: cores at the utilisation target, or connections. */
  limit: number
  /** Daily active wallets at which `used` reaches `limit` (the API: at the most replicas the connections allow). */
  walletsAtLimit: number
}

export interface CapacityRow {
  dailyActiveWallets: number
  requestsPerDay: number
  peakRequestsPerSecond: number
  apiCores: number
  replicas: number
  /** Daily active wallets one replica serves at the utilisation target. */
  walletsPerReplica: number
  postgresCores: number
  postgresConnections: number
  /** The chain node's cores at peak (the reads of balances and forwarded RPC calls). */
  chainCores: number
  postgresBytes: number
  parts: PartLoad[]
  /** The part whose `walletsAtLimit` is lowest. */
  saturatesFirst: PartLoad['part']
}

/** Requests/s one core serves at `us` µs of CPU per request: 1 / CPU seconds per request. */
export function requestsPerCoreSecond(us: number): number {
  return us > 0 ? 1e6 / us : Number.POSITIVE_INFINITY
}

/** Per session, the requests of the mix and the CPU µs of each part. */
function perSession(inputs: CapacityInputs): {
  requests: number
  cost: RequestCost
} {
  let requests = 0
  const cost: RequestCost = { apiUs: 0, postgresUs: 0, chainUs: 0 }
  for (const line of inputs.mix) {
    const each = inputs.costs[line.cost]
    if (!each) throw new Error(`no measured cost "${line.cost}" for ${line.call}`)
    requests += line.perSession
    cost.apiUs += line.perSession * each.apiUs
    cost.postgresUs += line.perSession * each.postgresUs
    cost.chainUs += line.perSession * each.chainUs
  }
  return { requests, cost }
}

/** The capacity of `dailyActiveWallets` under `inputs`. */
export function capacityFor(dailyActiveWallets: number, inputs: CapacityInputs): CapacityRow {
  const session = perSession(inputs)
  const sessionsPerDay = dailyActiveWallets * inputs.sessionsPerWalletPerDay
  // Peak second: the busiest hour's share of the day, spread over its 3,600 s, times the burst.
  const peakPerSession = (inputs.peakHourShare / 3600) * inputs.peakSecondFactor
  const peakSessionsPerSecond = sessionsPerDay * peakPerSession
  const coresAt = (us: number) => (peakSessionsPerSecond * us) / 1e6
  const apiCores = coresAt(session.cost.apiUs)
  const replicas = Math.max(
    1,
    Math.ceil(apiCores / (inputs.coresPerReplica * inputs.utilisation) - 1e-9),
  )
  const postgresCores = coresAt(session.cost.postgresUs)
  const chainCores = coresAt(session.cost.chainUs)
  const connections = replicas * inputs.connectionsPerReplica

  // Wallets at which each part is full; the load is linear in the wallets.
  const perWallet = (used: number) => (dailyActiveWallets > 0 ? used / dailyActiveWallets : 0)
  const walletsFor = (limit: number, used: number) =>
    perWallet(used) > 0 ? Math.floor(limit / perWallet(used)) : Number.POSITIVE_INFINITY
  const maxReplicas = Math.floor(inputs.postgresConnections / inputs.connectionsPerReplica)
  const replicaCores = inputs.coresPerReplica * inputs.utilisation
  const parts: PartLoad[] = [
    {
      // The API scales out by replicas until their pools take every PostgreSQL connection.
      part: 'API replicas (PostgreSQL connections)',
      used: connections,
      limit: maxReplicas * inputs.connectionsPerReplica,
      walletsAtLimit: walletsFor(maxReplicas * replicaCores, apiCores),
    },
    {
      part: 'PostgreSQL CPU',
      used: postgresCores,
      limit: inputs.postgresCores * inputs.utilisation,
      walletsAtLimit: walletsFor(inputs.postgresCores * inputs.utilisation, postgresCores),
    },
    {
      part: 'chain node CPU',
      used: chainCores,
      limit: inputs.chainNodeCores * inputs.utilisation,
      walletsAtLimit: walletsFor(inputs.chainNodeCores * inputs.utilisation, chainCores),
    },
  ]
  const first = parts.reduce((low, part) => (part.walletsAtLimit < low.walletsAtLimit ? part : low))
  const bytes = inputs.tables.reduce(
    (sum, table) => sum + dailyActiveWallets * table.rowsPerWallet * table.bytesPerRow,
    0,
  )
  return {
    dailyActiveWallets,
    requestsPerDay: sessionsPerDay * session.requests,
    peakRequestsPerSecond: peakSessionsPerSecond * session.requests,
    apiCores,
    replicas,
    walletsPerReplica: walletsFor(replicaCores, apiCores),
    postgresCores,
    postgresConnections: connections,
    chainCores,
    postgresBytes: bytes,
    parts,
    saturatesFirst: first.part,
  }
}

/**
 * The fewest daily active wallets at which `part` is full, when the cost per wallet itself moves
 * with the wallets (`rowAt` prices each count: an analytics event costs more as the day holds
 * more events). Bisection over whole wallets, the load growing with them; undefined when the
 * part is not full even at `most`.
 */
export function walletsWhereFull(
  rowAt: (wallets: number) => CapacityRow,
  part: PartLoad['part'],
  most = 1e9,
): number | undefined {
  const full = (wallets: number) => {
    const load = rowAt(wallets).parts.find((each) => each.part === part)
    return load !== undefined && load.used >= load.limit
  }
  if (!full(most)) return undefined
  let low = 0
  let high = most
  while (high - low > 1) {
    const middle = Math.floor((low + high) / 2)
    if (full(middle)) high = middle
    else low = middle
  }
  return high
}
