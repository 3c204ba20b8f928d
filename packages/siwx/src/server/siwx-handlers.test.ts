import { createServer, type Server } from 'node:http'
import type { AddressInfo } from 'node:net'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createMemoryStorage } from '../storage/memory-storage.js'
import { createSiwxServer } from './create-siwx-server.js'
import { toNodeListener } from './node-listener.js'
import { manualClock, signedMessage, T0 } from './sign-in.test-helper.js'
import { createSiwxHandlers } from './siwx-handlers.js'

const clock = manualClock()
const server = createSiwxServer({ storage: createMemoryStorage(), domains: ['app.example'], clock })
const handlers = createSiwxHandlers(server, {
  basePath: '/v1/siwx',
  corsOrigins: ['https://app.example'],
})
let http: Server
let base: string

beforeAll(async () => {
  http = createServer(toNodeListener(handlers.handle))
  await new Promise<void>((resolve) => http.listen(0, '127.0.0.1', resolve))
  base = `http://127.0.0.1:${(http.address() as AddressInfo).port}/v1/siwx`
})
afterAll(() => new Promise((resolve) => http.close(resolve)))

const post = (path: string, body: unknown, token?: string) =>
  fetch(`${base}${path}`, {
    method: 'POST',
    headers: {
      'content-type': 'application/json',
      ...(token ? { authorization: `Bearer ${token}` } : {}),
    },
    body: JSON.stringify(body),
  })

describe('SIWX handlers over a real Node HTTP server', () => {
  it('nonce → verify → session → sign-out', async () => {
    const nonceResponse = await fetch(`${base}/nonce`)
    expect(nonceResponse.status).toBe(200)
    expect(nonceResponse.headers.get('cache-control')).toBe('no-store')
    const signed = await signedMessage(server, T0)
    const verified = await post('/verify', signed)
    expect(verified.status).toBe(200)
    const { token, session } = (await verified.json()) as { token: string; session: unknown }
    const current = await fetch(`${base}/session`, {
      headers: { authorization: `Bearer ${token}` },
    })
    expect(await current.json()).toEqual({ session })
    expect(await (await post('/sign-out', {}, token)).json()).toEqual({ signedOut: true })
    const after = await fetch(`${base}/session`, { headers: { authorization: `Bearer ${token}` } })
    expect(after.status).toBe(401)
    expect(await after.json()).toEqual({ error: { code: 'no_session', message: 'No session' } })
  })

  it('answers a refused sign-in with its status, code and clear message', async () => {
    const signed = await signedMessage(server, T0)
    await post('/verify', signed)
    const replay = await post('/verify', signed)
    expect(replay.status).toBe(401)
    expect(await replay.json()).toEqual({
      error: { code: 'invalid_nonce', message: 'Nonce unknown, expired or already used' },
    })
    const garbage = await fetch(`${base}/verify`, { method: 'POST', body: 'not json' })
    expect(garbage.status).toBe(400)
    expect(((await garbage.json()) as { error: { code: string } }).error.code).toBe(
      'invalid_request',
    )
  })

  it('routes only its paths and methods, with CORS for allowed origins', async () => {
    expect((await fetch(`${base}/elsewhere`)).status).toBe(404)
    expect((await fetch(`${base}/verify`)).status).toBe(405)
    const preflight = await fetch(`${base}/verify`, {
      method: 'OPTIONS',
      headers: { origin: 'https://app.example' },
    })
    expect(preflight.status).toBe(204)
    expect(preflight.headers.get('access-control-allow-origin')).toBe('https://app.example')
    const foreign = await fetch(`${base}/nonce`, { headers: { origin: 'https://evil.example' } })
    expect(foreign.headers.get('access-control-allow-origin')).toBeNull()
  })
})
