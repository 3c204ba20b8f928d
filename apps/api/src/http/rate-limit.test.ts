import { Hono } from 'hono'
import { describe, expect, it } from 'vitest'
import { ApiError } from './api-error.js'
import { rateLimit } from './rate-limit.js'

describe('rateLimit (per-replica token bucket per client IP)', () => {
  it('allows a burst, refuses with 429, refills with time, and keeps IPs apart', async () => {
    let now = 0
    const app = new Hono()
    app.use(
      '*',
      rateLimit(
        { burst: 2, perSecond: 1 },
        (c) => c.req.header('x-ip') ?? 'none',
        () => now,
      ),
    )
    app.get('/', (c) => c.text('ok'))
    app.onError((error, c) =>
      error instanceof ApiError ? c.json(error.toBody(), error.status) : c.text('boom', 500),
    )
    const hit = async (ip: string) => (await app.request('/', { headers: { 'x-ip': ip } })).status
    expect([await hit('a'), await hit('a'), await hit('a')]).toEqual([200, 200, 429])
    expect(await hit('b')).toBe(200)
    now = 999
    expect(await hit('a')).toBe(429)
    now = 1000
    expect(await hit('a')).toBe(200)
    expect(await hit('a')).toBe(429)
  })

  it('charges weighted requests their cost, capped at the burst', async () => {
    const app = new Hono()
    app.use(
      '*',
      rateLimit(
        { burst: 15, perSecond: 1 },
        () => 'one',
        () => 0,
        (c) => Number(c.req.query('cost') ?? 1),
      ),
    )
    app.get('/', (c) => c.text('ok'))
    app.onError((error, c) =>
      error instanceof ApiError ? c.json(error.toBody(), error.status) : c.text('boom', 500),
    )
    const hit = async (cost: number) => (await app.request(`/?cost=${cost}`)).status
    expect([await hit(10), await hit(10), await hit(5)]).toEqual([200, 429, 200])
    expect(await hit(1)).toBe(429)
  })
})
