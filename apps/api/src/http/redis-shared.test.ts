import { type RedisServer, startRedisServer } from '@portico/testing'
import { Redis } from 'ioredis'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createRedisCache } from './redis-cache.js'
import { createRedisTokenBuckets } from './redis-rate-limit.js'

// Two clients of one real redis-server stand for two replicas.
let server: RedisServer
const clients: Redis[] = []
const connect = () => {
  const client = new Redis({ path: server.socket })
  clients.push(client)
  return client
}
beforeAll(async () => {
  server = await startRedisServer()
}, 30_000)
afterAll(async () => {
  for (const client of clients) client.disconnect()
  await server?.stop()
})

describe('the rate limit in Redis, shared by replicas', () => {
  it('gives a client its burst once over both replicas, then refills on the clock', async () => {
    let now = 1_000
    const config = { burst: 4, perSecond: 2 }
    const a = createRedisTokenBuckets(connect(), config, { now: () => now, prefix: 't1:' })
    const b = createRedisTokenBuckets(connect(), config, { now: () => now, prefix: 't1:' })
    const taken = []
    for (let i = 0; i < 3; i++) taken.push((await a.take('ip', 1)).ok, (await b.take('ip', 1)).ok)
    expect(taken).toEqual([true, true, true, true, false, false])
    expect(await a.take('ip', 1)).toEqual({ ok: false, retryAfterSeconds: 1 })
    expect((await b.take('other-ip', 1)).ok).toBe(true)
    now += 500 // one token back
    expect((await b.take('ip', 1)).ok).toBe(true)
    expect((await a.take('ip', 1)).ok).toBe(false)
  })

  it('charges a cost, capped at the burst, and says when a larger cost fits', async () => {
    const config = { burst: 10, perSecond: 1 }
    const a = createRedisTokenBuckets(connect(), config, { now: () => 0, prefix: 't2:' })
    expect((await a.take('ip', 25)).ok).toBe(true) // capped at 10: the whole bucket
    expect(await a.take('ip', 3)).toEqual({ ok: false, retryAfterSeconds: 3 })
  })

  it('lets requests through when Redis does not answer, and says so', async () => {
    const broken = new Redis({
      path: `${server.socket}.missing`,
      maxRetriesPerRequest: 0,
      lazyConnect: true,
    })
    broken.on('error', () => undefined)
    clients.push(broken)
    const errors: string[] = []
    const limiter = createRedisTokenBuckets(
      broken,
      { burst: 1, perSecond: 1 },
      {
        now: () => 0,
        prefix: 't3:',
        onError: (error) => errors.push(error.message),
      },
    )
    expect(await limiter.take('ip', 1)).toEqual({ ok: true })
    expect(errors.length).toBe(1)
  })
})

describe('the response cache in Redis, shared by replicas', () => {
  it('serves on one replica what the other stored, until it expires on the clock', async () => {
    let now = 0
    const options = { ttlMs: 1000, now: () => now, prefix: 'c1:' }
    const a = createRedisCache(connect(), options)
    const b = createRedisCache(connect(), options)
    expect(await b.get('k')).toBeUndefined()
    expect(await a.set('k', '{"n":1}')).toEqual({ body: '{"n":1}', expiresAt: 1000 })
    expect(await b.get('k')).toEqual({ body: '{"n":1}', expiresAt: 1000 })
    await b.set('k', 'line 1\nline 2') // a newline in a body is kept
    expect((await a.get('k'))?.body).toBe('line 1\nline 2')
    now = 1000
    expect(await a.get('k')).toBeUndefined()
    expect(a.holdMs).toBeLessThanOrEqual(1000)
  })

  it('keeps nothing with a TTL of 0', async () => {
    const cache = createRedisCache(connect(), { ttlMs: 0, now: () => 5, prefix: 'c2:' })
    expect(await cache.set('k', 'x')).toEqual({ body: 'x', expiresAt: 5 })
    expect(await cache.get('k')).toBeUndefined()
  })
})
