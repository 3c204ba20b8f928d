import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { ApiResponseError, HttpError } from '../errors.js'
import { BALANCE_CACHE_MS, NAME_CACHE_MS } from '../spec-constants.js'
import { sendJson, startStubServer } from '../test/stub-server.js'
import { createBlockchainApiClient } from './blockchain-api.js'

const address = '0x70997970C51812dc3A010C7d01b50e0d17dc79C8'
const balance = {
  name: 'Ether',
  symbol: 'ETH',
  chainId: 'eip155:31337',
  value: 2000,
  price: 2000,
  quantity: { decimals: '18', numeric: '1' },
  iconUrl: 'http://127.0.0.1/public/getTokenImage/eth',
}

let server: Awaited<ReturnType<typeof startStubServer>>
let failChains = true
// Each identity answer is numbered, so a test sees whether it got the cached one or a new one.
let identityAnswers = 0
beforeAll(async () => {
  server = await startStubServer((request, response) => {
    const path = request.url.pathname
    if (path === '/v1/supported-chains') {
      if (failChains) {
        failChains = false
        return sendJson(response, 503, {})
      }
      return sendJson(response, 200, { http: ['eip155:31337'], ws: [] })
    }
    if (path.endsWith('/balance')) return sendJson(response, 200, { balances: [balance] })
    if (path.startsWith('/v1/identity/')) {
      identityAnswers += 1
      return sendJson(response, 200, { name: `alice${identityAnswers}.portico.test`, avatar: null })
    }
    if (path.startsWith('/v1/profile/suggestions/'))
      return sendJson(response, 403, {
        reasons: [{ description: 'Name signature does not match' }, { message: 'second' }],
      })
    if (path === '/v1/profile/account/missing')
      return sendJson(response, 404, { reasons: [{ description: 'Name not found' }] })
    if (path.startsWith('/v1/profile/account/')) {
      return sendJson(response, 200, {
        name: 'alice.portico.test',
        addresses: { '60': { address } },
      })
    }
    if (path.startsWith('/v1/profile/reverse/')) return sendJson(response, 200, [{ name: 1 }])
    if (path.endsWith('/history'))
      return sendJson(response, 200, { data: [{ id: 'x' }], next: null })
    sendJson(response, 404, {})
  })
})
afterAll(() => server.close())

const count = (fragment: string) =>
  server.requests.filter((r) => r.url.pathname.includes(fragment)).length

describe('blockchain data API client (SPEC §7, §9 caches)', () => {
  it('fetches supported chains once per client, retrying after a failure', async () => {
    const api = createBlockchainApiClient({ baseUrl: server.url })
    await expect(api.getSupportedChains()).rejects.toThrow('HTTP status code: 503')
    await expect(api.getSupportedChains()).resolves.toEqual({ http: ['eip155:31337'], ws: [] })
    await api.getSupportedChains()
    expect(count('supported-chains')).toBe(2)
  })

  it('caches balances 30 s by the injected clock; forceUpdate bypasses the cache', async () => {
    let now = 0
    const api = createBlockchainApiClient({ baseUrl: server.url, clock: { now: () => now } })
    await expect(api.getBalances({ address, chainId: 'eip155:31337' })).resolves.toEqual([balance])
    now = BALANCE_CACHE_MS - 1
    await api.getBalances({ address: address.toLowerCase(), chainId: 'eip155:31337' })
    expect(count('/balance')).toBe(1)
    now = BALANCE_CACHE_MS
    await api.getBalances({ address, chainId: 'eip155:31337' })
    expect(count('/balance')).toBe(2)
    await api.getBalances({ address, chainId: 'eip155:31337', forceUpdate: true })
    const last = server.requests.at(-1)
    expect(Object.fromEntries(last?.url.searchParams ?? [])).toEqual({
      currency: 'usd',
      chainId: 'eip155:31337',
      forceUpdate: 'true',
    })
    expect(count('/balance')).toBe(3)
  })

  it('caches identity and names 5 min; a 404 name is null', async () => {
    let now = 0
    const api = createBlockchainApiClient({ baseUrl: server.url, clock: { now: () => now } })
    const first = await api.getIdentity(address)
    expect(first).toEqual({ name: `alice${identityAnswers}.portico.test`, avatar: null })
    await expect(api.getIdentity(address.toLowerCase())).resolves.toEqual(first)
    expect(count('/v1/identity/')).toBe(1)
    now = NAME_CACHE_MS
    const renewed = await api.getIdentity(address)
    expect(count('/v1/identity/')).toBe(2)
    expect(renewed).toEqual({ name: `alice${identityAnswers}.portico.test`, avatar: null })
    expect(renewed).not.toEqual(first)
    await expect(api.lookupName('missing')).resolves.toBeNull()
    await expect(api.lookupName('alice')).resolves.toEqual({
      name: 'alice.portico.test',
      addresses: { '60': { address } },
    })
    await api.lookupName('alice')
    expect(count('/v1/profile/account/alice')).toBe(1)
  })

  it('rejects mistyped responses as ApiResponseError', async () => {
    const api = createBlockchainApiClient({ baseUrl: server.url })
    await expect(api.reverseName(address)).rejects.toBeInstanceOf(ApiResponseError)
    await expect(api.getHistory({ address })).rejects.toBeInstanceOf(ApiResponseError)
  })

  it('surfaces reasons of an error body', async () => {
    const api = createBlockchainApiClient({ baseUrl: server.url })
    const error = await api.nameSuggestions('alice').catch((e: unknown) => e)
    expect(error).toBeInstanceOf(HttpError)
    expect(error).toMatchObject({
      status: 403,
      message: 'Name signature does not match',
      reasons: [{ description: 'Name signature does not match' }, { message: 'second' }],
    })
  })
})
