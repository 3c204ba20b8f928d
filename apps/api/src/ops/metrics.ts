import { Counter, collectDefaultMetrics, Gauge, Histogram, Registry } from 'prom-client'

/** How a login step ended, as counted by `portico_auth_logins_total`. */
export type LoginEvent = 'started' | 'completed' | 'refused'

/** Connection counts of a database pool (a PostgreSQL server; PGlite has none). */
export interface PoolStats {
  total: number
  idle: number
  waiting: number
}

/** The server's Prometheus metrics, on a registry of its own (several servers share a process in tests). */
export interface ServerMetrics {
  readonly registry: Registry
  /** One answered request: its route pattern (never the raw path), method, status and duration. */
  request(route: string, method: string, status: number, seconds: number): void
  cache(cache: string, hit: boolean): void
  rateLimitRefused(limiter: string): void
  upstreamCall(chainId: number): void
  upstreamError(chainId: number): void
  indexerProgress(chainId: number, indexedTo: bigint, head: bigint): void
  login(method: string, event: LoginEvent): void
  /** Reads the pool's connection counts at each scrape. */
  observePool(stats: () => PoolStats | undefined): void
}

/** Seconds: from a cache hit (well under a millisecond) to the RPC timeout (10 s). */
const LATENCY_BUCKETS = [0.001, 0.0025, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10]

export function createMetrics(): ServerMetrics {
  const registry = new Registry()
  collectDefaultMetrics({ register: registry, prefix: 'portico_' })
  const registers = [registry]
  const requests = new Counter({
    name: 'portico_http_requests_total',
    help: 'HTTP requests answered, by route pattern, method and status',
    labelNames: ['route', 'method', 'status'] as const,
    registers,
  })
  const duration = new Histogram({
    name: 'portico_http_request_duration_seconds',
    help: 'Time from a request to the end of its answer, by route pattern, method and status',
    labelNames: ['route', 'method', 'status'] as const,
    buckets: LATENCY_BUCKETS,
    registers,
  })
  const cache = new Counter({
    name: 'portico_cache_lookups_total',
    help: 'Cache lookups by cache (balance, history, ready bytes) and result (hit, miss)',
    labelNames: ['cache', 'result'] as const,
    registers,
  })
  const refusals = new Counter({
    name: 'portico_rate_limit_refusals_total',
    help: 'Requests refused by a rate limit, by limiter',
    labelNames: ['limiter'] as const,
    registers,
  })
  const upstreamCalls = new Counter({
    name: 'portico_upstream_rpc_calls_total',
    help: 'JSON-RPC calls sent to the chain nodes, by chain',
    labelNames: ['chain'] as const,
    registers,
  })
  const upstreamErrors = new Counter({
    name: 'portico_upstream_rpc_errors_total',
    help: 'JSON-RPC calls to the chain nodes that failed (every node tried), by chain',
    labelNames: ['chain'] as const,
    registers,
  })
  const height = new Gauge({
    name: 'portico_indexer_height',
    help: 'Last block indexed, by chain (reported by the replica that indexes)',
    labelNames: ['chain'] as const,
    registers,
  })
  const lag = new Gauge({
    name: 'portico_indexer_lag_blocks',
    help: "Blocks between the chain's head and the last block indexed, by chain",
    labelNames: ['chain'] as const,
    registers,
  })
  const logins = new Counter({
    name: 'portico_auth_logins_total',
    help: 'Login steps by method (email, social, farcaster, siwx, device, device-approval) and event (started, completed, refused)',
    labelNames: ['method', 'event'] as const,
    registers,
  })
  const pools: (() => PoolStats | undefined)[] = []
  new Gauge({
    name: 'portico_db_pool_connections',
    help: 'Database pool connections by state (total, idle, waiting for a connection)',
    labelNames: ['state'] as const,
    registers,
    collect() {
      this.reset()
      for (const read of pools) {
        const stats = read()
        if (!stats) continue
        this.inc({ state: 'total' }, stats.total)
        this.inc({ state: 'idle' }, stats.idle)
        this.inc({ state: 'waiting' }, stats.waiting)
      }
    },
  })
  return {
    registry,
    request(route, method, status, seconds) {
      const labels = { route, method, status: String(status) }
      requests.inc(labels)
      duration.observe(labels, seconds)
    },
    cache: (name, hit) => cache.inc({ cache: name, result: hit ? 'hit' : 'miss' }),
    rateLimitRefused: (limiter) => refusals.inc({ limiter }),
    upstreamCall: (chainId) => upstreamCalls.inc({ chain: String(chainId) }),
    upstreamError: (chainId) => upstreamErrors.inc({ chain: String(chainId) }),
    indexerProgress(chainId, indexedTo, head) {
      const chain = String(chainId)
      height.set({ chain }, Number(indexedTo))
      lag.set({ chain }, Number(head > indexedTo ? head - indexedTo : 0n))
    },
    login: (method, event) => logins.inc({ method, event }),
    observePool: (stats) => void pools.push(stats),
  }
}
