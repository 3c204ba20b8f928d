import { type Devnet, startRedisServer } from '@portico/testing'
import { createPostgresDatabase } from '../db/database.js'
import { type ApiProcess, startApiProcess } from '../test/api-process.js'
import { devnetConfig } from '../test/harness.js'
import { startRoundRobinProxy } from '../test/round-robin-proxy.js'
import { type BenchRow, measure } from './measure.js'

/**
 * Replicas: 3 processes of src/main.ts on one PostgreSQL schema and one Redis (the shared rate
 * limit, on but never reached, and the shared caches), behind our round-robin proxy. The same
 * balance cache hit through the proxy to 1 replica, then to 3: the scaling ratio. All of it on
 * this one machine, so the proxy, the load generator and the replicas share its cores.
 */
export async function benchReplicas(options: {
  devnet: Devnet
  databaseUrl: string
  path: string
  shown: string
  connections: number
  duration: number
}): Promise<{ rows: BenchRow[]; ratio: number }> {
  const redis = await startRedisServer()
  const schema = `portico_bench_replicas_${Date.now()}`
  const replicas: ApiProcess[] = []
  try {
    const config = devnetConfig(options.devnet, {
      databaseUrl: options.databaseUrl,
      databaseSchema: schema,
      redisUrl: redis.socket,
      rateLimit: { burst: 1e9, perSecond: 1e9 },
      retentionIntervalMs: false,
    })
    replicas.push(...(await Promise.all([0, 1, 2].map(() => startApiProcess(config)))))
    const rows: BenchRow[] = []
    for (const count of [1, 3]) {
      const proxy = await startRoundRobinProxy(replicas.slice(0, count).map((each) => each.url))
      try {
        rows.push(
          await measure(
            {
              name: `balance (cache hit), ${count} replica${count > 1 ? 's' : ''} behind the proxy`,
              url: proxy.url + options.path,
              shown: options.shown,
            },
            options,
          ),
        )
      } finally {
        await proxy.close()
      }
    }
    const [one, three] = rows
    return {
      rows,
      ratio: (three?.requestsPerSecond ?? 0) / Math.max(1, one?.requestsPerSecond ?? 1),
    }
  } finally {
    await Promise.all(replicas.map((each) => each.stop()))
    await redis.stop()
    const db = await createPostgresDatabase({ connectionString: options.databaseUrl, schema })
    await db.query(`DROP SCHEMA ${schema} CASCADE`)
    await db.close()
  }
}
