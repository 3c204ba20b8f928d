import { createServer, type Server } from 'node:http'
import type { AddressInfo } from 'node:net'
import { FrameHandlerError } from '@portico/core/frame-protocol'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createRpcHandler, type FrameSigner } from './rpc-handler.js'

// Safe methods go to a real HTTP server standing in for apps/api's RPC endpoint; the signer is
// the key module's interface, answered here by a recorder.

let server: Server
let apiUrl: string
const rpcCalls: { url: string; body: { method: string; params: unknown } }[] = []

beforeAll(async () => {
  server = createServer((request, response) => {
    let text = ''
    request.on('data', (chunk) => {
      text += chunk
    })
    request.on('end', () => {
      const body = JSON.parse(text) as { id: number; method: string; params: unknown }
      rpcCalls.push({ url: request.url ?? '', body })
      response.writeHead(200, { 'content-type': 'application/json' })
      response.end(JSON.stringify({ jsonrpc: '2.0', id: body.id, result: '0x2a' }))
    })
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  apiUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}`
})
afterAll(() => new Promise((resolve) => server.close(resolve)))

function setUp(options: { signedIn?: boolean; approves?: boolean } = {}) {
  const asked: string[] = []
  const signed: string[] = []
  const signer: FrameSigner = {
    address: async () => '0x4444444444444444444444444444444444444444',
    sign: async (method) => {
      signed.push(method)
      return '0xsigned'
    },
  }
  const handler = createRpcHandler({
    apiUrl,
    projectId: 'lab',
    chainId: () => 31337,
    signer: async () => (options.signedIn === false ? undefined : signer),
    approve: async ({ method }) => {
      asked.push(method)
      return options.approves ?? true
    },
  })
  const run = (method: string, params?: unknown[]) =>
    Promise.resolve(
      handler({ method, ...(params ? { params } : {}) }, { signal: new AbortController().signal }),
    )
  return { run, asked, signed }
}

async function codeOf(promise: Promise<unknown>): Promise<string | undefined> {
  const error = await promise.catch((e: unknown) => e)
  return error instanceof FrameHandlerError ? error.code : undefined
}

describe('createRpcHandler (SPEC §6 in the frame)', () => {
  it('refuses a method in neither list', async () => {
    const { run, asked } = setUp()
    expect(await codeOf(run('eth_coinbase'))).toBe('METHOD_NOT_ALLOWED')
    expect(asked).toEqual([])
  })

  it('answers safe methods without a prompt: reads through the API, the chain and account itself', async () => {
    const { run, asked } = setUp()
    expect(await run('eth_blockNumber')).toEqual({ result: '0x2a' })
    expect(rpcCalls.at(-1)?.url).toBe('/v1/?chainId=eip155%3A31337&projectId=lab')
    expect(rpcCalls.at(-1)?.body).toMatchObject({ method: 'eth_blockNumber', params: [] })
    expect(await run('eth_chainId')).toEqual({ result: '0x7a69' })
    expect(await run('eth_accounts')).toEqual({
      result: ['0x4444444444444444444444444444444444444444'],
    })
    expect(asked).toEqual([])
  })

  it('asks the user for a not-safe method and signs only after Approve', async () => {
    const approved = setUp({ approves: true })
    expect(
      await approved.run('personal_sign', ['0x68', '0x4444444444444444444444444444444444444444']),
    ).toEqual({ result: '0xsigned' })
    expect(approved.asked).toEqual(['personal_sign'])
    const rejected = setUp({ approves: false })
    expect(await codeOf(rejected.run('eth_sendTransaction', [{}]))).toBe('USER_REJECTED')
    expect(rejected.signed).toEqual([])
  })

  it('needs a session for the account and for signing', async () => {
    const { run, asked } = setUp({ signedIn: false })
    expect(await codeOf(run('personal_sign', ['0x68']))).toBe('NOT_CONNECTED')
    expect(await codeOf(run('eth_accounts'))).toBe('NOT_CONNECTED')
    expect(asked).toEqual([])
  })
})
