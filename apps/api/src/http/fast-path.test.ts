import { createServer, type Server } from 'node:http'
import type { AddressInfo } from 'node:net'
import { afterEach, describe, expect, it } from 'vitest'
import { createFastPath } from './fast-path.js'
import { createReadyResponses } from './ready-responses.js'
import { createTokenBuckets, type RateLimiter } from './token-buckets.js'

const servers: Server[] = []
afterEach(async () => {
  for (const server of servers.splice(0))
    await new Promise<void>((resolve) => {
      server.closeAllConnections()
      server.close(() => resolve())
    })
})

/** A real HTTP server: the fast path first, then a stand-in router that counts what reaches it. */
async function serve(options: {
  limiter?: RateLimiter
  corsOrigins?: string[]
}): Promise<{ url: string; ready: ReturnType<typeof createReadyResponses>; routed: string[] }> {
  const ready = createReadyResponses({ now: () => 0 })
  const routed: string[] = []
  const fast = createFastPath({
    ready,
    limiter: options.limiter,
    clientKey: (request) => request.socket.remoteAddress ?? '',
    corsOrigins: options.corsOrigins,
  })
  const server = createServer(async (request, response) => {
    if (await fast(request, response)) return
    routed.push(request.url ?? '')
    response.writeHead(404).end()
  })
  servers.push(server)
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  return { url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`, ready, routed }
}

describe('the fast path in front of the router', () => {
  it('sends ready bytes with their ETag and no-cache, and 304 when the client holds them', async () => {
    const { url, ready, routed } = await serve({})
    expect((await fetch(`${url}/x?a=1`)).status).toBe(404)
    expect(routed).toEqual(['/x?a=1'])
    const kept = ready.keep({ target: '/x?a=1', source: 's', body: '{"n":1}', expiresAt: 9 })
    const hit = await fetch(`${url}/x?a=1`)
    expect(hit.status).toBe(200)
    expect(await hit.text()).toBe('{"n":1}')
    expect(Object.fromEntries(hit.headers)).toMatchObject({
      'content-type': 'application/json',
      'content-length': '7',
      etag: kept.etag,
      'cache-control': 'no-cache',
      'access-control-allow-origin': '*',
    })
    const revalidated = await fetch(`${url}/x?a=1`, { headers: { 'if-none-match': kept.etag } })
    expect(revalidated.status).toBe(304)
    expect(revalidated.headers.get('etag')).toBe(kept.etag)
    expect(await revalidated.text()).toBe('')
    // POST and other targets go to the router.
    await fetch(`${url}/x?a=1`, { method: 'POST', body: '{}' })
    expect(routed).toEqual(['/x?a=1', '/x?a=1'])
  })

  it('takes a token per hit and leaves a refused request to the router (its 429)', async () => {
    const { url, ready, routed } = await serve({
      limiter: createTokenBuckets({ burst: 2, perSecond: 0.001 }, () => 0),
    })
    ready.keep({ target: '/y', source: 's', body: '1', expiresAt: 9 })
    const statuses = []
    for (let i = 0; i < 3; i++) statuses.push((await fetch(`${url}/y`)).status)
    expect(statuses).toEqual([200, 200, 404])
    expect(routed).toEqual(['/y'])
  })

  it('waits for an asynchronous (shared) limiter', async () => {
    let calls = 0
    const { url, ready } = await serve({
      limiter: {
        take: async () => (++calls === 1 ? { ok: true } : { ok: false, retryAfterSeconds: 1 }),
      },
    })
    ready.keep({ target: '/z', source: 's', body: 'z', expiresAt: 9 })
    expect((await fetch(`${url}/z`)).status).toBe(200)
    expect((await fetch(`${url}/z`)).status).toBe(404)
  })

  it('answers CORS as the router does: the listed origin and Vary, nothing for others', async () => {
    const { url, ready } = await serve({ corsOrigins: ['https://app.example.org'] })
    ready.keep({ target: '/w', source: 's', body: 'w', expiresAt: 9 })
    const listed = await fetch(`${url}/w`, { headers: { origin: 'https://app.example.org' } })
    expect(listed.headers.get('access-control-allow-origin')).toBe('https://app.example.org')
    expect(listed.headers.get('vary')).toBe('Origin')
    const other = await fetch(`${url}/w`, { headers: { origin: 'https://evil.example' } })
    expect(other.headers.get('access-control-allow-origin')).toBeNull()
    expect(other.headers.get('vary')).toBe('Origin')
  })
})
