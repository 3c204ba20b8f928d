import { randomBytes } from 'node:crypto'
import { type RedisServer, startRedisServer } from '@portico/testing'
import { type SmtpSink, startSmtpSink } from '@portico/testing/smtp'
import { afterAll, beforeAll, expect, it } from 'vitest'
import type { ApiConfig } from './config.js'
import type { ApiServer } from './server.js'
import { describeEachBackend, openTestDatabase, startTestServer } from './test/harness.js'
import { type RoundRobinProxy, startRoundRobinProxy } from './test/round-robin-proxy.js'

// The per-client limits of the sign-in routes (`/v1/siwx/nonce`, `/verify`) and of the auth
// routes (email, social and Farcaster starts) come from the shared state like the server-wide
// rate limit: with Redis, 3 replicas behind a round-robin proxy give a client each burst once,
// not once per replica. In-process servers (each with its own memory, as separate processes
// have) over one database: `siwx.rateLimit` is set here, which a config file cannot give.

describeEachBackend(
  'the sign-in and auth limits of 3 replicas on one $name database and Redis',
  ({ name }) => {
    let redis: RedisServer
    let smtp: SmtpSink
    let replicas: (ApiServer & { url: string })[] = []
    let proxy: RoundRobinProxy
    let dispose: (() => Promise<void>) | undefined

    beforeAll(async () => {
      redis = await startRedisServer()
      smtp = await startSmtpSink()
      const database = await openTestDatabase(name, { migrated: true })
      dispose = database.dispose
      const config: ApiConfig = {
        chains: [],
        // Only the routes' own buckets limit here.
        rateLimit: false,
        redisUrl: redis.socket,
        // The proxy is the trusted peer; the client address it forwards is the bucket.
        trustedProxies: ['127.0.0.1'],
        indexerPollMs: false,
        retentionIntervalMs: false,
        publicUrl: 'http://api.test',
        siwx: { rateLimit: { nonce: { burst: 5, perSecond: 0.01 } } },
        auth: {
          smtpUrl: smtp.url,
          secret: randomBytes(32).toString('hex'),
          shareKey: randomBytes(32).toString('base64'),
          perIp: { burst: 4, perSecond: 0.001 },
        },
      }
      // One after the other: the first migrates the database, the others find it done.
      for (let i = 0; i < 3; i++)
        replicas.push(
          await startTestServer(config, i === 0 ? database.db : await database.reopen()),
        )
      proxy = await startRoundRobinProxy(replicas.map((each) => each.url))
    }, 60_000)
    afterAll(async () => {
      await proxy?.close()
      for (const each of replicas) await each.close()
      replicas = []
      await dispose?.()
      await smtp?.stop()
      await redis?.stop()
    }, 30_000)

    /** Sends `count` requests from `ip` through the proxy, one after the other. */
    const fromOneClient = async (
      count: number,
      ip: string,
      path: string,
      init: () => RequestInit = () => ({}),
    ) => {
      const before = [...proxy.served]
      const statuses: number[] = []
      const retryAfter = new Set<string | null>()
      for (let i = 0; i < count; i++) {
        const request = init()
        const response = await fetch(`${proxy.url}${path}`, {
          ...request,
          headers: { ...request.headers, 'x-forwarded-for': ip },
        })
        await response.arrayBuffer()
        statuses.push(response.status)
        if (response.status === 429) retryAfter.add(response.headers.get('retry-after'))
      }
      return { statuses, retryAfter, served: proxy.served.map((n, i) => n - (before[i] ?? 0)) }
    }

    /**
     * The Retry-After values that are not the shared bucket's wait for one token (`full` seconds,
     * less the seconds it refilled while the requests ran: up to 5). Per-replica buckets would
     * have let every request through, so no value would be there to check.
     */
    const waits = (seen: ReadonlySet<string | null>, full: number) =>
      [...seen].filter((value) => {
        const seconds = Number(value)
        return !(Number.isInteger(seconds) && seconds <= full && seconds >= full - 5)
      })

    it('/v1/siwx/nonce: a client gets its burst of 5 once over the 3 replicas, not 15', async () => {
      const { statuses, retryAfter, served } = await fromOneClient(
        15,
        '198.51.100.21',
        '/v1/siwx/nonce',
      )
      // Every replica answered its third of them.
      expect(served).toEqual([5, 5, 5])
      expect(statuses).toEqual([...Array(5).fill(200), ...Array(10).fill(429)])
      // 1 token at 0.01/s from the one shared bucket: about 100 s whichever replica refused (each
      // second the refusals take refills 0.01 token, so a slow machine also sees 99).
      expect(waits(retryAfter, 100)).toEqual([])
      // Another client still has its own quota.
      expect((await fromOneClient(1, '198.51.100.22', '/v1/siwx/nonce')).statuses).toEqual([200])
    })

    it('/v1/auth/email/start: a client gets its per-client burst of 4 once over the 3 replicas', async () => {
      let n = 0
      // Another address and device each time: only the per-client bucket is common to them.
      const start = () => ({
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({
          email: `limits-${name}-${++n}@example.org`,
          deviceId: randomBytes(16).toString('base64url'),
        }),
      })
      const { statuses, retryAfter, served } = await fromOneClient(
        12,
        '198.51.100.31',
        '/v1/auth/email/start',
        start,
      )
      expect(served).toEqual([4, 4, 4])
      expect(statuses).toEqual([...Array(4).fill(200), ...Array(8).fill(429)])
      expect(waits(retryAfter, 1000)).toEqual([])
      expect(
        (await fromOneClient(1, '198.51.100.32', '/v1/auth/email/start', start)).statuses,
      ).toEqual([200])
    })
  },
)
