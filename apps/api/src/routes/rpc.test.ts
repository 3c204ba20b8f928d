import { createServer, type Server } from 'node:http'
import type { AddressInfo } from 'node:net'
import { parseEther } from 'viem'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { ApiConfig } from '../config.js'
import type { Database } from '../db/database.js'
import { devnetClient } from '../test/devnet-actions.js'
import { devnetConfig, openTestDatabase, startTestServer } from '../test/harness.js'
import { useDevnet } from '../test/suite-hooks.js'

const devnet = useDevnet()
let db: Database
let dispose: () => Promise<void>
const servers: { close(): Promise<void> }[] = []
const upstreams: Server[] = []

beforeAll(async () => {
  ;({ db, dispose } = await openTestDatabase('pglite', { migrated: true }))
})
afterAll(async () => {
  await Promise.all(servers.map((server) => server.close()))
  await Promise.all(upstreams.map((server) => new Promise((resolve) => server.close(resolve))))
  await dispose()
})

async function start(extra: Partial<ApiConfig> = {}, chainRpcUrls?: string[]) {
  const base = devnetConfig(devnet(), extra)
  const config = chainRpcUrls
    ? {
        ...base,
        chains: base.chains.map((chain, i) =>
          i === 0 ? { ...chain, rpcUrls: chainRpcUrls } : chain,
        ),
      }
    : base
  const server = await startTestServer(config, db)
  servers.push(server)
  return server.url
}

/** A node stand-in on 127.0.0.1 answering every request with `answer` (status, body). */
async function fakeNode(answer: () => { status: number; body: string }): Promise<string> {
  const server = createServer((request, response) => {
    request.resume()
    request.on('end', () => {
      const { status, body } = answer()
      response.writeHead(status, { 'content-type': 'application/json' })
      response.end(body)
    })
  })
  upstreams.push(server)
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  return `http://127.0.0.1:${(server.address() as AddressInfo).port}`
}

/** A forwarding proxy to the devnet node that can be killed (a node dying mid-run). */
async function killableProxy(target: string) {
  const server = createServer(async (request, response) => {
    const chunks: Buffer[] = []
    for await (const chunk of request) chunks.push(chunk as Buffer)
    const upstream = await fetch(target, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: Buffer.concat(chunks),
    })
    response.writeHead(upstream.status, { 'content-type': 'application/json' })
    response.end(await upstream.text())
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  let hits = 0
  server.on('request', () => {
    hits += 1
  })
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    hits: () => hits,
    kill: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections()
        server.close(() => resolve())
      }),
  }
}

const post = (url: string, body: unknown, query = 'chainId=eip155:31337&projectId=p1') =>
  fetch(`${url}/v1/?${query}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: typeof body === 'string' ? body : JSON.stringify(body),
  })

describe('the JSON-RPC endpoint /v1/?chainId=&projectId= (SPEC §7)', () => {
  let url = ''
  beforeAll(async () => {
    url = await start()
  })

  it('answers a single POST call and a GET call from the configured node', async () => {
    const single = await (await post(url, { jsonrpc: '2.0', id: 7, method: 'eth_chainId' })).json()
    expect(single).toEqual({ jsonrpc: '2.0', id: 7, result: '0x7a69' })
    const get = await (
      await fetch(`${url}/v1/?chainId=31337&projectId=p1&method=eth_blockNumber&id=3`)
    ).json()
    expect(get.id).toBe(3)
    expect(get.result).toMatch(/^0x[0-9a-f]+$/)
    const balance = await (
      await fetch(
        `${url}/v1?chainId=eip155:31337&projectId=p1&method=eth_getBalance&params=${encodeURIComponent(
          JSON.stringify([devnet().accounts[0]?.address, 'latest']),
        )}`,
      )
    ).json()
    expect(BigInt(balance.result)).toBeGreaterThan(0n)
  })

  it('answers a batch in order, refusing what it does not forward per call', async () => {
    const answers = await (
      await post(url, [
        { jsonrpc: '2.0', id: 1, method: 'eth_chainId' },
        { jsonrpc: '2.0', id: 2, method: 'personal_sign', params: ['0x00', '0x00'] },
        { jsonrpc: '2.0', id: 3, method: 'eth_accounts' },
        { jsonrpc: '2.0', id: 4, method: 'anvil_setBalance', params: ['0x00', '0x1'] },
        { id: 5, method: 'eth_chainId' },
      ])
    ).json()
    expect(answers.map((a: { id: unknown }) => a.id)).toEqual([1, 2, 3, 4, 5])
    expect(answers[0].result).toBe('0x7a69')
    expect(answers[1].error).toEqual({ code: -32601, message: 'Method not allowed: personal_sign' })
    expect(answers[2].error.code).toBe(-32601)
    expect(answers[3].error.code).toBe(-32601)
    expect(answers[4].error).toEqual({ code: -32600, message: 'Invalid request' })
  })

  it('forwards eth_sendRawTransaction of a signed transaction', async () => {
    const { client, account, confirm } = devnetClient(devnet(), 3)
    const request = await client.prepareTransactionRequest({
      account,
      to: devnet().accounts[4]?.address,
      value: parseEther('0.01'),
    })
    const raw = await client.signTransaction(request)
    const answer = await (
      await post(url, { jsonrpc: '2.0', id: 1, method: 'eth_sendRawTransaction', params: [raw] })
    ).json()
    expect(answer.result).toMatch(/^0x[0-9a-f]{64}$/)
    expect((await confirm(answer.result)).status).toBe('success')
  })

  it("passes a node's own error (a revert) through with its code and data", async () => {
    const answer = await (
      await post(url, {
        jsonrpc: '2.0',
        id: 9,
        method: 'eth_call',
        // transfer(address,uint256) of more USDC than the caller holds: the token reverts.
        params: [
          {
            from: '0x0000000000000000000000000000000000000001',
            to: devnet().contracts.usdc,
            data: `0xa9059cbb${'00'.repeat(31)}01${'ff'.repeat(32)}`,
          },
          'latest',
        ],
      })
    ).json()
    expect(answer.id).toBe(9)
    expect(typeof answer.error.code).toBe('number')
    expect(answer.error.message).toMatch(/revert/i)
  })

  it('refuses unknown chains, missing project ids, broken JSON, empty and oversized batches', async () => {
    const unknown = await post(
      url,
      { jsonrpc: '2.0', id: 1, method: 'eth_chainId' },
      'chainId=eip155:1&projectId=p1',
    )
    expect(unknown.status).toBe(400)
    expect((await unknown.json()).error.message).toBe('Unsupported chain')
    const noProject = await post(
      url,
      { jsonrpc: '2.0', id: 1, method: 'eth_chainId' },
      'chainId=31337',
    )
    expect(noProject.status).toBe(400)
    expect((await noProject.json()).error.message).toBe('Missing or invalid projectId')
    expect((await (await post(url, '{"jsonrpc":')).json()).error).toEqual({
      code: -32700,
      message: 'Parse error',
    })
    expect((await (await post(url, [])).json()).error.code).toBe(-32600)
    const big = Array.from({ length: 51 }, (_, id) => ({
      jsonrpc: '2.0',
      id,
      method: 'eth_chainId',
    }))
    expect((await (await post(url, big)).json()).error.message).toBe('Batch larger than 50 calls')
  })
})

describe('upstream faults', () => {
  it('keeps answering through the next node when the first dies mid-run', async () => {
    const live = devnet().chains[0].rpcUrl
    const proxy = await killableProxy(live)
    const url = await start({}, [proxy.url, live])
    const call = { jsonrpc: '2.0', id: 1, method: 'eth_chainId' }
    expect((await (await post(url, call)).json()).result).toBe('0x7a69')
    expect(proxy.hits()).toBeGreaterThan(0)
    await proxy.kill()
    expect((await (await post(url, call)).json()).result).toBe('0x7a69')
  })

  it('turns oversized, malformed and failing upstream answers into one generic error, never the upstream URL', async () => {
    const oversized = await fakeNode(() => ({
      status: 200,
      body: JSON.stringify({ jsonrpc: '2.0', id: 0, result: `0x${'ab'.repeat(300_000)}` }),
    }))
    const malformed = await fakeNode(() => ({
      status: 200,
      body: '{"jsonrpc":"2.0","id":0,"result":',
    }))
    const failing = await fakeNode(() => ({ status: 502, body: '<html>bad gateway</html>' }))
    for (const node of [oversized, malformed, failing]) {
      const url = await start({ rpc: { maxResponseBytes: 100_000, timeoutMs: 2_000 } }, [node])
      const response = await post(url, { jsonrpc: '2.0', id: 1, method: 'eth_blockNumber' })
      const text = await response.text()
      expect(JSON.parse(text)).toEqual({
        jsonrpc: '2.0',
        id: 1,
        error: { code: -32603, message: 'Upstream node unavailable' },
      })
      expect(text).not.toContain('127.0.0.1')
    }
  })

  it('bounds the whole response: answers past the cap become errors', async () => {
    const url = await start({ rpc: { maxResponseBytes: 200 } })
    // One forwarded call, then refusals answered here: together past 200 bytes.
    const batch = [
      { jsonrpc: '2.0', id: 0, method: 'eth_chainId' },
      ...Array.from({ length: 5 }, (_, i) => ({ jsonrpc: '2.0', id: i + 1, method: 'eth_sign' })),
    ]
    const answers = await (await post(url, batch)).json()
    expect(answers[0].result).toBe('0x7a69')
    expect(answers[1].error.code).toBe(-32601)
    expect(answers.at(-1).error).toEqual({ code: -32603, message: 'Response too large' })
  })
})

describe('limits weighted by method cost', () => {
  it('refuses a client past its bucket with 429 and Retry-After', async () => {
    const url = await start({ rpc: { perClient: { burst: 10, perSecond: 0.001 } } })
    // eth_getLogs costs 10: the first empties the bucket, the next is refused.
    const logs = {
      jsonrpc: '2.0',
      id: 1,
      method: 'eth_getLogs',
      params: [{ fromBlock: '0x0', toBlock: '0x0' }],
    }
    expect((await post(url, logs)).status).toBe(200)
    const refused = await post(url, { jsonrpc: '2.0', id: 2, method: 'eth_chainId' })
    expect(refused.status).toBe(429)
    expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(0)
    expect((await refused.json()).error).toEqual({ code: -32005, message: 'Rate limit exceeded' })
  })

  it('limits each project on its own', async () => {
    const url = await start({ rpc: { perProject: { burst: 3, perSecond: 0.001 } } })
    const call = (id: number) => ({ jsonrpc: '2.0', id, method: 'eth_chainId' })
    const batch = [call(1), call(2), call(3)]
    expect((await post(url, batch, 'chainId=31337&projectId=a')).status).toBe(200)
    expect((await post(url, call(4), 'chainId=31337&projectId=a')).status).toBe(429)
    expect((await post(url, call(5), 'chainId=31337&projectId=b')).status).toBe(200)
  })
})

describe('known projects (config.projects)', () => {
  const app = 'https://app.example.org'
  const call = { jsonrpc: '2.0', id: 1, method: 'eth_chainId' }
  const send = (url: string, query: string, headers: Record<string, string> = {}) =>
    fetch(`${url}/v1/?${query}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', ...headers },
      body: JSON.stringify(call),
    })
  // An open CORS list: before projects, every site's pages could read the answers.
  const known = () => start({ corsOrigins: [], projects: [{ id: 'known', allowedOrigins: [app] }] })

  it('refuses a project id it does not know with 401 "invalid key" (Invalid Project ID), the known one answers', async () => {
    const url = await known()
    const rotated = await send(url, 'chainId=31337&projectId=rotated-1')
    expect(rotated.status).toBe(401)
    expect(await rotated.json()).toEqual({
      jsonrpc: '2.0',
      id: null,
      error: { code: -32001, message: 'Unauthorized: invalid key' },
    })
    expect((await (await send(url, 'chainId=31337&projectId=known')).json()).result).toBe('0x7a69')
  })

  it('refuses a browser Origin the project does not list (403 "origin not allowed") and gives CORS to listed origins only', async () => {
    const url = await known()
    const foreign = await send(url, 'chainId=31337&projectId=known', {
      origin: 'https://evil.example',
    })
    expect(foreign.status).toBe(403)
    expect((await foreign.json()).error).toEqual({
      code: -32001,
      message: 'Unauthorized: origin not allowed',
    })
    expect(foreign.headers.get('access-control-allow-origin')).toBeNull()
    const listed = await send(url, 'chainId=31337&projectId=known', { origin: app })
    expect((await listed.json()).result).toBe('0x7a69')
    expect(listed.headers.get('access-control-allow-origin')).toBe(app)
    const preflight = (origin: string) =>
      fetch(`${url}/v1/?chainId=31337&projectId=known`, {
        method: 'OPTIONS',
        headers: {
          origin,
          'access-control-request-method': 'POST',
          'access-control-request-headers': 'content-type',
        },
      })
    expect(
      (await preflight('https://evil.example')).headers.get('access-control-allow-origin'),
    ).toBeNull()
    expect((await preflight(app)).headers.get('access-control-allow-origin')).toBe(app)
  })

  it('warns once at start when no project is configured (development: any id accepted)', async () => {
    const lines: string[] = []
    const server = await startTestServer(devnetConfig(devnet()), db, {
      log: (line) => lines.push(line),
    })
    servers.push(server)
    expect(lines.filter((line) => line.includes('no projects configured'))).toHaveLength(1)
    expect((await (await send(server.url, 'chainId=31337&projectId=any-1')).json()).result).toBe(
      '0x7a69',
    )
  })
})

describe('the per-chain budget (rpc.perChain)', () => {
  it('is shared by every client and project of a chain: 429 with Retry-After, other chains unaffected', async () => {
    const url = await start({ rpc: { perChain: { burst: 3, perSecond: 0.001 } } })
    const call = (id: number) => ({ jsonrpc: '2.0', id, method: 'eth_chainId' })
    expect((await post(url, [call(1), call(2), call(3)], 'chainId=31337&projectId=a')).status).toBe(
      200,
    )
    const refused = await post(url, call(4), 'chainId=31337&projectId=b')
    expect(refused.status).toBe(429)
    expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(0)
    expect((await refused.json()).error).toEqual({ code: -32005, message: 'Rate limit exceeded' })
    expect((await post(url, call(5), 'chainId=31338&projectId=b')).status).toBe(200)
  })
})
