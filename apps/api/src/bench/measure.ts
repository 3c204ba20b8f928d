import autocannon from 'autocannon'

/** One endpoint to load: a GET, or a POST when `body` is given. */
export interface BenchTarget {
  name: string
  url: string
  /** The path as printed (the holder's address replaced). */
  shown: string
  /** Held to the cache-hit goal (>= 15 000 req/s) or the database goal (>= 1 000 req/s). */
  goal?: 'cache hit' | 'database'
  body?: string
  headers?: Record<string, string>
}

export interface BenchRow {
  endpoint: string
  path: string
  requestsPerSecond: number
  p50Ms: number
  p99Ms: number
  errors: number
  total: number
  goal: string
}

/**
 * Loads `target` with autocannon in a worker thread (3 s of warm-up for JIT and pools, not
 * recorded, then `duration` s). Errors: transport errors, timeouts, and answers other than 2xx
 * (and 304 for a revalidation).
 */
export async function measure(
  target: BenchTarget,
  options: { connections: number; duration: number },
): Promise<BenchRow> {
  const headers = target.body
    ? { 'content-type': 'application/json', ...target.headers }
    : target.headers
  const method = target.body ? ('POST' as const) : ('GET' as const)
  const request = {
    url: target.url,
    connections: options.connections,
    workers: 1,
    method,
    ...(target.body ? { body: target.body } : {}),
    ...(headers ? { headers } : {}),
  }
  const first = await fetch(target.url, {
    method,
    ...(target.body ? { body: target.body } : {}),
    ...(headers ? { headers } : {}),
  })
  await first.arrayBuffer()
  if (!first.ok && first.status !== 304) throw new Error(`${target.name}: HTTP ${first.status}`)
  await autocannon({ ...request, duration: 3 })
  const result = await autocannon({ ...request, duration: options.duration })
  // A revalidation answers 304 (autocannon's 3xx); any other non-2xx answer is an error.
  const revalidation = target.headers?.['if-none-match'] !== undefined
  const refused = result['4xx'] + result['5xx'] + (revalidation ? 0 : result['3xx'])
  return {
    endpoint: target.name,
    path: target.shown,
    requestsPerSecond: Math.round(result.requests.average),
    p50Ms: result.latency.p50,
    p99Ms: result.latency.p99,
    errors: result.errors + result.timeouts + refused,
    total: result.requests.total,
    goal: target.goal ?? '',
  }
}
