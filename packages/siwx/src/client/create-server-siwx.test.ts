import { createServer, type Server, type ServerResponse } from 'node:http'
import type { AddressInfo } from 'node:net'
import type { SiwxSession } from '@portico/core'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createSiwxServer } from '../server/create-siwx-server.js'
import { toNodeListener } from '../server/node-listener.js'
import { manualClock, T0, testAccount } from '../server/sign-in.test-helper.js'
import { createSiwxHandlers } from '../server/siwx-handlers.js'
import { createMemoryStorage } from '../storage/memory-storage.js'
import { createServerSiwx } from './create-server-siwx.js'
import { defaultClientStorage } from './session-store.js'
import { SiwxClientError } from './siwx-client-error.js'

const clock = manualClock()
const server = createSiwxServer({
  storage: createMemoryStorage(),
  domains: ['app.example'],
  clock,
})
let http: Server
let url: string

beforeAll(async () => {
  http = createServer(toNodeListener(createSiwxHandlers(server, { basePath: '/v1/siwx' }).handle))
  await new Promise<void>((resolve) => http.listen(0, '127.0.0.1', resolve))
  url = `http://127.0.0.1:${(http.address() as AddressInfo).port}/v1/siwx`
})
afterAll(() => new Promise((resolve) => http.close(resolve)))

const client = (over = {}) =>
  createServerSiwx({
    url,
    domain: 'app.example',
    uri: 'https://app.example',
    statement: 'Sign in to the example app',
    storage: defaultClientStorage(),
    now: clock.now,
    ...over,
  })

async function sign(siwx: ReturnType<typeof client>, chainId: `eip155:${string}` = 'eip155:1') {
  const message = await siwx.createMessage({
    accountAddress: testAccount.address.toLowerCase(),
    chainId,
  })
  const text = message.toString()
  const session: SiwxSession = {
    data: message,
    message: text,
    signature: await testAccount.signMessage({ message: text }),
  }
  return session
}

describe('createServerSiwx (against a real SIWX server over HTTP)', () => {
  it('writes an EIP-4361 message with a server nonce and the checksummed address', async () => {
    const message = await client().createMessage({
      accountAddress: testAccount.address.toLowerCase(),
      chainId: 'eip155:1',
    })
    expect(message.accountAddress).toBe(testAccount.address)
    expect(message.toString()).toContain(`\n${testAccount.address}\n`)
    expect(message.toString()).toContain(`Nonce: ${message.nonce}\n`)
    expect(message.issuedAt).toBe(new Date(T0).toISOString())
  })

  it('signs in, finds the session again (new client, same storage), and signs out', async () => {
    const storage = defaultClientStorage()
    const siwx = client({ storage })
    const session = await sign(siwx)
    await siwx.addSession(session)
    const again = client({ storage })
    expect(await again.getSessions('eip155:1', testAccount.address)).toEqual([
      JSON.parse(JSON.stringify(session)),
    ])
    expect(await again.getSessions('eip155:10', testAccount.address)).toEqual([])
    await again.revokeSession('eip155:1', testAccount.address)
    expect(await siwx.getSessions('eip155:1', testAccount.address)).toEqual([])
  })

  it('rejects a refused session with the server reason, and keeps nothing', async () => {
    const siwx = client()
    const session = await sign(siwx)
    await siwx.addSession(session)
    const replay = siwx.addSession(session)
    await expect(replay).rejects.toBeInstanceOf(SiwxClientError)
    await expect(replay).rejects.toMatchObject({
      message: 'Nonce unknown, expired or already used',
      code: 'invalid_nonce',
      status: 401,
    })
    const tampered = await sign(siwx)
    await expect(
      siwx.addSession({ ...tampered, signature: `${tampered.signature.slice(0, -4)}0000` }),
    ).rejects.toMatchObject({ code: 'invalid_signature', message: 'Invalid signature' })
  })

  it('forgets a token the server no longer knows (expired session)', async () => {
    const siwx = client({ expiresInMs: 60_000 })
    await siwx.addSession(await sign(siwx))
    clock.advance(60_000)
    expect(await siwx.getSessions('eip155:1', testAccount.address)).toEqual([])
  })

  it('says when the server is unreachable, and exposes required / signOutOnDisconnect', async () => {
    const siwx = client({ url: 'http://127.0.0.1:9/v1/siwx', required: true })
    await expect(
      siwx.createMessage({ accountAddress: testAccount.address, chainId: 'eip155:1' }),
    ).rejects.toMatchObject({
      name: 'SiwxServerUnreachableError',
      part: 'sign-in',
      code: 'network',
      message: 'Could not reach the sign-in server. Check your connection and try again.',
    })
    expect(siwx.getRequired?.()).toBe(true)
    expect(siwx.signOutOnDisconnect).toBe(true)
    expect(siwx.verifiedBy).toBe('server')
  })

  it('says the server is unreachable when it takes the call and never answers (after `timeout`), headers or body', async () => {
    // One server that never answers, one that sends its headers and never the body.
    const held: ServerResponse[] = []
    const silent = createServer((request, response) => {
      held.push(response)
      if (request.url?.endsWith('/nonce')) return
      response.writeHead(200, { 'content-type': 'application/json' })
      response.write('{"nonce":')
    })
    await new Promise<void>((resolve) => silent.listen(0, '127.0.0.1', resolve))
    const { port } = silent.address() as AddressInfo
    try {
      const siwx = client({ url: `http://127.0.0.1:${port}/v1/siwx`, timeout: 300 })
      const unreachable = {
        name: 'SiwxServerUnreachableError',
        message: 'Could not reach the sign-in server. Check your connection and try again.',
      }
      await expect(
        siwx.createMessage({ accountAddress: testAccount.address, chainId: 'eip155:1' }),
      ).rejects.toMatchObject(unreachable)
      await expect(siwx.addSession(await sign(client()))).rejects.toMatchObject(unreachable)
    } finally {
      for (const response of held) response.destroy()
      await new Promise((resolve) => silent.close(resolve))
    }
  })
})
