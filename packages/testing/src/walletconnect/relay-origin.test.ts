import { afterEach, describe, expect, it } from 'vitest'
import WebSocket from 'ws'
import { type LocalRelay, startLocalRelay } from './local-relay.js'
import { isLoopbackOrigin, isRelayOriginAllowed } from './relay-origin.js'

const relays: LocalRelay[] = []
afterEach(async () => {
  await Promise.all(relays.splice(0).map((relay) => relay.stop()))
})

/** Opens a socket as a browser page of `origin` would; resolves with the handshake's outcome. */
function handshake(url: string, origin?: string): Promise<number> {
  return new Promise((resolve) => {
    const socket = new WebSocket(url, origin === undefined ? {} : { origin })
    socket.once('open', () => {
      socket.terminate()
      resolve(101)
    })
    socket.once('unexpected-response', (_request, response) => {
      resolve(response.statusCode ?? 0)
      socket.terminate()
    })
    socket.once('error', () => resolve(0))
  })
}

describe('local relay: which browser pages may connect', () => {
  it.each([
    'http://127.0.0.1:5173',
    'http://localhost:3000',
    'https://localhost',
    'http://[::1]:8080',
  ])('a loopback page (%s) is accepted by default', (origin) => {
    expect(isLoopbackOrigin(origin)).toBe(true)
  })

  it.each([
    'https://evil.example',
    'http://127.0.0.1.evil.example',
    'http://localhost.evil.example:5173',
    'null',
    'file://',
    'chrome-extension://abcdef',
    'http://127.0.0.1:5173/path',
  ])('%s is refused by default', (origin) => {
    expect(isLoopbackOrigin(origin)).toBe(false)
    expect(isRelayOriginAllowed(origin)).toBe(false)
  })

  it('Node clients (no Origin) are accepted; an allowlist replaces the default', () => {
    expect(isRelayOriginAllowed(undefined)).toBe(true)
    expect(isRelayOriginAllowed('https://lab.example', ['https://lab.example'])).toBe(true)
    expect(isRelayOriginAllowed('http://127.0.0.1:5173', ['https://lab.example'])).toBe(false)
  })

  it('the handshake from an unexpected origin is refused with 403; loopback and Node connect', async () => {
    const relay = await startLocalRelay()
    relays.push(relay)
    expect(await handshake(relay.url, 'https://evil.example')).toBe(403)
    expect(await handshake(relay.url, 'http://localhost:5173')).toBe(101)
    expect(await handshake(relay.url)).toBe(101)
    const strict = await startLocalRelay({ allowedOrigins: ['https://lab.example'] })
    relays.push(strict)
    expect(await handshake(strict.url, 'http://localhost:5173')).toBe(403)
    expect(await handshake(strict.url, 'https://lab.example')).toBe(101)
  })
})
