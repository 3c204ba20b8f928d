import { createServer, type Server } from 'node:http'
import type { AddressInfo } from 'node:net'
import { type AppKit, createAppKit, createMemoryStorage, type Network } from '@portico/core'
import { type Devnet, startDevnet } from '@portico/testing'
import type { Address } from 'viem'
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest'
import { devnetNetworks } from '../devnet.test-helper.js'
import { evmAdapter } from '../evm-adapter.js'
import type { EvmAdapter } from '../evm-adapter-types.js'
import { rpcUrlsFor } from '../wagmi/wagmi-config.js'

let devnet: Devnet
let networks: [Network, Network]
let endpoint: Server
let endpointUrl = ''
const seen: string[] = []
/** Each JSON-RPC method either node received, in order, as `endpoint:<method>` / `own:<method>`. */
const calls: string[] = []
const methodsOf = (body: string): string[] => {
  try {
    const parsed: unknown = JSON.parse(body)
    return (Array.isArray(parsed) ? parsed : [parsed]).map((call) =>
      String((call as { method?: unknown }).method),
    )
  } catch {
    return []
  }
}
const kits: AppKit[] = []

// The data API's RPC endpoint stand-in: a real HTTP server that records the query it was called
// with and forwards the JSON-RPC body to the devnet node (apps/api's own endpoint has its tests).
beforeAll(async () => {
  devnet = await startDevnet()
  networks = devnetNetworks(devnet)
  endpoint = createServer(async (request, response) => {
    seen.push(request.url ?? '')
    const chunks: Buffer[] = []
    for await (const chunk of request) chunks.push(chunk as Buffer)
    const body = Buffer.concat(chunks)
    for (const method of methodsOf(body.toString())) calls.push(`endpoint:${method}`)
    const upstream = await fetch(devnet.chains[0].rpcUrl, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body,
    })
    response.writeHead(upstream.status, { 'content-type': 'application/json' })
    response.end(await upstream.text())
  })
  await new Promise<void>((resolve) => endpoint.listen(0, '127.0.0.1', resolve))
  endpointUrl = `http://127.0.0.1:${(endpoint.address() as AddressInfo).port}`
}, 60_000)
afterEach(async () => {
  await Promise.all(kits.splice(0).map((kit) => kit.destroy()))
  seen.length = 0
  calls.length = 0
})
afterAll(async () => {
  endpoint.closeAllConnections()
  await new Promise((resolve) => endpoint.close(resolve))
  await devnet.stop()
})

async function kitWith(options: { apiUrl?: string; rpcUrls?: Record<number, string[]> }) {
  const kit = createAppKit({
    adapters: [
      evmAdapter({
        networks,
        walletConnect: false,
        ...(options.rpcUrls ? { rpcUrls: options.rpcUrls } : {}),
      }),
    ],
    networks,
    projectId: 'rpc-project',
    storage: createMemoryStorage(),
    ...(options.apiUrl ? { apiUrl: options.apiUrl } : {}),
  })
  kits.push(kit)
  await kit.ready
  // The visitor points at the kit: the EVM adapter, which waits for that interest, sets up.
  await kit.preload()
  return kit.getAdapter('eip155') as EvmAdapter
}

const holder = () => devnet.accounts[1]?.address as Address

describe('the default transport is the kit endpoint on the data API (SPEC §7 Blockchain RPC)', () => {
  it('orders the app URLs first, then the endpoint; the network URLs only without either', () => {
    const kitEndpoint = (network: Network) =>
      `https://api.example/v1/?chainId=${network.caipNetworkId}`
    const network = networks[0]
    expect(rpcUrlsFor({ networks }, network, kitEndpoint)).toEqual([
      'https://api.example/v1/?chainId=eip155:31337',
    ])
    expect(
      rpcUrlsFor({ networks, rpcUrls: { 31337: ['https://own.example'] } }, network, kitEndpoint),
    ).toEqual(['https://own.example', 'https://api.example/v1/?chainId=eip155:31337'])
    expect(rpcUrlsFor({ networks }, network)).toEqual(network.rpcUrls.default.http)
  })

  it('reads the chain through /v1/?chainId=&projectId= when the app gave apiUrl', async () => {
    const adapter = await kitWith({ apiUrl: endpointUrl })
    const balance = await adapter.getBalance({ address: holder(), network: networks[0] })
    expect(Number(balance.balance)).toBeGreaterThan(0)
    expect(seen.length).toBeGreaterThan(0)
    const url = new URL(seen[0] ?? '', endpointUrl)
    expect(url.pathname).toBe('/v1/')
    expect(url.searchParams.get('chainId')).toBe('eip155:31337')
    expect(url.searchParams.get('projectId')).toBe('rpc-project')
  })

  it("tries the app's own URL first and falls back to the endpoint when it is dead", async () => {
    // The app's own node: a real server that answers every call with 503, recording each method
    // in the same list as the endpoint, so the order of the two is what the test reads.
    const own = createServer(async (request, response) => {
      const chunks: Buffer[] = []
      for await (const chunk of request) chunks.push(chunk as Buffer)
      for (const method of methodsOf(Buffer.concat(chunks).toString())) calls.push(`own:${method}`)
      response.writeHead(503).end()
    })
    await new Promise<void>((resolve) => own.listen(0, '127.0.0.1', resolve))
    try {
      const ownUrl = `http://127.0.0.1:${(own.address() as AddressInfo).port}/`
      const adapter = await kitWith({ apiUrl: endpointUrl, rpcUrls: { 31337: [ownUrl] } })
      const balance = await adapter.getBalance({ address: holder(), network: networks[0] })
      expect(Number(balance.balance)).toBeGreaterThan(0)
      // The balance read itself went to the app's node first (ranking may ping either earlier).
      const firstOwn = calls.indexOf('own:eth_getBalance')
      const firstEndpoint = calls.indexOf('endpoint:eth_getBalance')
      expect(firstOwn).toBeGreaterThanOrEqual(0)
      expect(firstEndpoint).toBeGreaterThan(firstOwn)
    } finally {
      own.closeAllConnections()
      await new Promise((resolve) => own.close(resolve))
    }
  })

  it('talks to the network URL directly without apiUrl', async () => {
    const adapter = await kitWith({})
    const balance = await adapter.getBalance({ address: holder(), network: networks[0] })
    expect(Number(balance.balance)).toBeGreaterThan(0)
    expect(seen).toEqual([])
  })
})
