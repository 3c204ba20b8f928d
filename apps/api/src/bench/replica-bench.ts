import { type Devnet, startRedisServer } from '@portico/testing'
import { createPostgresDatabase } from '../db/database.js'
import { apiBundle } from '../test/api-bundle.js'
import { type ApiProcess, startApiProcess } from '../test/api-process.js'
import { devnetConfig } from '../test/harness.js'
import { startRoundRobinProxy } from '../test/round-robin-proxy.js'
import { type BenchRow, measure } from './measure.js'
import { childProbe, postgresBackendProbe, withApplicationName } from './process-cpu.js'

/** One replica count's figures: the proxy runs in the bench's process, the rest in their own. */
export interface ReplicaRow {
  replicas: number
  requestsPerSecond: number
  p50Ms: number
  p99Ms: number
  errors: number
  /** CPU µs per request of every running replica together (from /proc). */
  replicasUsPerRequest: number | null
  /** The round-robin proxy's (this process's). */
  proxyUsPerRequest: number
  redisUsPerRequest: number | null
  /** PostgreSQL's backends of the replicas' pools. */
  postgresUsPerRequest: number | null
}

/** A pattern matching `text` as it is (a path). */
const literal = (text: string) => new RegExp(text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&'))

/**
 * Replicas: processes of src/main.ts on one PostgreSQL schema and one Redis (the shared rate
 * limit, on but never reached, and the shared caches), behind our round-robin proxy. The same
 * balance cache hit, the same load, through the proxy to 1 replica, then 2, then 3 (each
 * started before its run, so every running replica is behind the proxy and its CPU counted).
 * All of it on this one machine: the proxy, the load generator and the replicas share its
 * cores, so on 2 cores the throughput cannot grow with the replicas; the CPU per request still
 * says what each costs.
 */
export async function benchReplicas(options: {
  devnet: Devnet
  databaseUrl: string
  path: string
  shown: string
  connections: number
  duration: number
  counts?: readonly number[]
}): Promise<{ rows: ReplicaRow[]; ratios: Record<string, number> }> {
  const counts = options.counts ?? [1, 2, 3]
  const redis = await startRedisServer()
  const schema = `portico_bench_replicas_${Date.now()}`
  const applicationName = schema
  const replicas: ApiProcess[] = []
  const admin = await createPostgresDatabase({ connectionString: options.databaseUrl, schema })
  try {
    const config = devnetConfig(options.devnet, {
      databaseUrl: withApplicationName(options.databaseUrl, applicationName),
      databaseSchema: schema,
      redisUrl: redis.socket,
      rateLimit: { burst: 1e9, perSecond: 1e9 },
      retentionIntervalMs: false,
    })
    const probes = {
      replicas: childProbe(literal(await apiBundle())),
      redis: childProbe(literal(redis.socket)),
      postgres: postgresBackendProbe((sql, params) => admin.query(sql, params), applicationName),
    }
    const rows: ReplicaRow[] = []
    for (const count of counts) {
      while (replicas.length < count) replicas.push(await startApiProcess(config))
      const proxy = await startRoundRobinProxy(replicas.map((each) => each.url))
      try {
        const row: BenchRow = await measure(
          {
            name: `balance (cache hit), ${count} replica${count > 1 ? 's' : ''}`,
            url: proxy.url + options.path,
            shown: options.shown,
          },
          { ...options, probes },
        )
        rows.push({
          replicas: count,
          requestsPerSecond: row.requestsPerSecond,
          p50Ms: row.p50Ms,
          p99Ms: row.p99Ms,
          errors: row.errors,
          replicasUsPerRequest: row.otherUsPerRequest.replicas ?? null,
          proxyUsPerRequest: row.serverUsPerRequest,
          redisUsPerRequest: row.otherUsPerRequest.redis ?? null,
          postgresUsPerRequest: row.otherUsPerRequest.postgres ?? null,
        })
      } finally {
        await proxy.close()
      }
    }
    const one = rows[0]?.requestsPerSecond ?? 0
    const ratios = Object.fromEntries(
      rows.slice(1).map((row) => [`${row.replicas}/1`, row.requestsPerSecond / Math.max(1, one)]),
    )
    return { rows, ratios }
  } finally {
    await Promise.all(replicas.map((each) => each.stop()))
    await redis.stop()
    await admin.query(`DROP SCHEMA ${schema} CASCADE`)
    await admin.close()
  }
}
