import { createServer, type IncomingMessage, type Server } from 'node:http'
import type { AddressInfo } from 'node:net'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { forwardToApi, UpstreamNotConfiguredError } from './forward-to-api'

interface Seen {
  method: string
  url: string
  headers: IncomingMessage['headers']
  body: string
}

let server: Server
let upstream: string
const seen: Seen[] = []

beforeAll(async () => {
  server = createServer((request, response) => {
    let body = ''
    request.on('data', (chunk) => {
      body += chunk
    })
    request.on('end', () => {
      seen.push({
        method: request.method ?? '',
        url: request.url ?? '',
        headers: request.headers,
        body,
      })
      response.setHeader('content-type', 'application/json')
      response.setHeader('set-cookie', 'upstream=1')
      response.statusCode = request.url?.startsWith('/missing') ? 404 : 200
      response.end('{"ok":true}')
    })
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  upstream = `http://127.0.0.1:${(server.address() as AddressInfo).port}`
})

afterAll(async () => {
  await new Promise((resolve) => server.close(resolve))
})

describe('forwardToApi (the /api/portico route handler)', () => {
  it("forwards path, query, method and body; the visitor's cookies stay here, the upstream's are dropped", async () => {
    const request = new Request('http://app.test/api/portico/v1/balance/0xabc?chainId=eip155%3A1', {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        cookie: 'session=secret',
        'x-sdk-type': 'portico',
      },
      body: '{"a":1}',
    })
    const response = await forwardToApi(request, ['v1', 'balance', '0xabc'], upstream)
    expect(response.status).toBe(200)
    expect(await response.json()).toEqual({ ok: true })
    expect(response.headers.get('set-cookie')).toBeNull()
    const last = seen.at(-1)
    expect(last?.method).toBe('POST')
    expect(last?.url).toBe('/v1/balance/0xabc?chainId=eip155%3A1')
    expect(last?.body).toBe('{"a":1}')
    expect(last?.headers.cookie).toBeUndefined()
    expect(last?.headers['x-sdk-type']).toBe('portico')
  })

  it('stays under the upstream base path: segments are encoded, dot segments refused', async () => {
    await forwardToApi(new Request('http://app.test/x'), ['a/b', '?c'], `${upstream}/base`)
    expect(seen.at(-1)?.url).toBe('/base/a%2Fb/%3Fc')
    const count = seen.length
    const dots = await forwardToApi(
      new Request('http://app.test/x'),
      ['..', 'admin'],
      `${upstream}/base`,
    )
    expect(dots.status).toBe(404)
    expect(seen.length).toBe(count)
  })

  it('passes the upstream status through', async () => {
    const response = await forwardToApi(new Request('http://app.test/x'), ['missing'], upstream)
    expect(response.status).toBe(404)
  })

  it('answers 502 when the data API is down, and throws when none is configured', async () => {
    const down = await forwardToApi(new Request('http://app.test/x'), ['v1'], 'http://127.0.0.1:1')
    expect(down.status).toBe(502)
    await expect(forwardToApi(new Request('http://app.test/x'), ['v1'], undefined)).rejects.toThrow(
      UpstreamNotConfiguredError,
    )
  })
})
