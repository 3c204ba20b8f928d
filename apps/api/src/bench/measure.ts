import { execFile } from 'node:child_process'
import { createRequire } from 'node:module'
import { promisify } from 'node:util'
import { type CpuProbe, cpuBetween } from './process-cpu.js'

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
  /** Each request's `[<id>]` in the body becomes a fresh UUID (writes that must not collide). */
  uniqueIds?: boolean
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
  /**
   * This process's CPU time (user + system) per request, in µs: the servers run here (with
   * PGlite, the database too) and autocannon in a child process, so this is the server's CPU per
   * request whatever else the machine does (time spent waiting for a core is not counted).
   */
  serverUsPerRequest: number
  /**
   * Other processes' CPU per request, in µs, by the probe's name (replicas, PostgreSQL's
   * backends, the chain node); null when the probe could not read them.
   */
  otherUsPerRequest: Record<string, number | null>
}

/** autocannon's result (the fields read here). */
interface AutocannonResult {
  requests: { average: number; total: number }
  latency: { p50: number; p99: number }
  errors: number
  timeouts: number
  '3xx': number
  '4xx': number
  '5xx': number
}

/** One load run as the child process is given it. */
interface LoadSpec {
  url: string
  method: 'GET' | 'POST'
  connections: number
  body?: string
  headers?: Record<string, string>
  uniqueIds?: boolean
}

const run = promisify(execFile)
const library = createRequire(import.meta.url).resolve('autocannon')

/**
 * The child's program: autocannon's API, with `setupRequest` giving each request a fresh id when
 * asked (autocannon 8's own `-I` announces a Content-Length 27 bytes per id longer than the ids
 * it writes, so the server waits for bytes that never come).
 */
const CHILD = `
const autocannon = require(process.argv[1])
const { randomUUID } = require('node:crypto')
const spec = JSON.parse(process.argv[2])
const fresh = spec.uniqueIds
  ? { requests: [{ setupRequest: (request) => ({ ...request, body: spec.body.replaceAll('[<id>]', () => randomUUID()) }) }] }
  : {}
autocannon({ url: spec.url, method: spec.method, connections: spec.connections, duration: spec.duration,
  body: spec.body, headers: spec.headers, ...fresh }, (error, result) => {
  if (error) { console.error(error); process.exit(1) }
  process.stdout.write(JSON.stringify(result))
})`

/** One autocannon run in a child process (so its CPU is not this process's). */
async function autocannon(spec: LoadSpec, seconds: number): Promise<AutocannonResult> {
  const { stdout } = await run(
    process.execPath,
    ['-e', CHILD, library, JSON.stringify({ ...spec, duration: seconds })],
    { maxBuffer: 16 * 1024 * 1024 },
  )
  return JSON.parse(stdout) as AutocannonResult
}

/**
 * Loads `target` with autocannon in a child process (3 s of warm-up for JIT and pools, not
 * recorded, then `duration` s). Errors: transport errors, timeouts, and answers other than 2xx
 * (and 304 for a revalidation).
 */
export async function measure(
  target: BenchTarget,
  options: { connections: number; duration: number; probes?: Record<string, CpuProbe> },
): Promise<BenchRow> {
  const headers = target.body
    ? { 'content-type': 'application/json', ...target.headers }
    : target.headers
  const method = target.body ? ('POST' as const) : ('GET' as const)
  const spec: LoadSpec = {
    url: target.url,
    method,
    connections: options.connections,
    ...(target.body ? { body: target.body } : {}),
    ...(headers ? { headers } : {}),
    ...(target.uniqueIds ? { uniqueIds: true } : {}),
  }
  const first = await fetch(target.url, {
    method,
    ...(target.body ? { body: target.body } : {}),
    ...(headers ? { headers } : {}),
  })
  await first.arrayBuffer()
  // With `uniqueIds` this first request stores the literal `[<id>]` id: one event more.
  if (!first.ok && first.status !== 304) throw new Error(`${target.name}: HTTP ${first.status}`)
  await autocannon(spec, 3)
  const probes = Object.entries(options.probes ?? {})
  const others = await Promise.all(probes.map(([, probe]) => probe.snapshot()))
  const before = process.cpuUsage()
  const result = await autocannon(spec, options.duration)
  const used = process.cpuUsage(before)
  const othersAfter = await Promise.all(probes.map(([, probe]) => probe.snapshot()))
  const served = Math.max(1, result.requests.total)
  const otherUsPerRequest = Object.fromEntries(
    probes.map(([name], index) => {
      const start = others[index]
      const end = othersAfter[index]
      return [name, start && end ? Math.round(cpuBetween(start, end) / served) : null]
    }),
  )
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
    serverUsPerRequest: Math.round((used.user + used.system) / served),
    otherUsPerRequest,
  }
}
