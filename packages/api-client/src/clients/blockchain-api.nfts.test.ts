import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createDataApi } from '../data-api.js'
import { ApiResponseError } from '../errors.js'
import { BALANCE_CACHE_MS } from '../spec-constants.js'
import { sendJson, startStubServer } from '../test/stub-server.js'
import { createBlockchainApiClient } from './blockchain-api.js'

const address = '0x70997970C51812dc3A010C7d01b50e0d17dc79C8'
const pal = {
  chainId: 'eip155:31337',
  contract: '0x5FbDB2315678afecb367f032d93F642f64180aa3',
  tokenId: '1',
  name: 'Portico Pals #1',
  previewUrl: 'http://127.0.0.1/public/getAssetImage/nft-31337-x-1',
  isSpam: false,
}

let server: Awaited<ReturnType<typeof startStubServer>>
// What the stub answers next for the NFT list: a test changes it to see a fresh answer arrive.
let answer: unknown = { data: [pal] }
beforeAll(async () => {
  server = await startStubServer((request, response) => {
    if (request.url.pathname.endsWith('/nfts')) return sendJson(response, 200, answer)
    sendJson(response, 404, {})
  })
})
afterAll(() => server.close())

const nftRequests = () => server.requests.filter((r) => r.url.pathname.endsWith('/nfts'))

describe('blockchain data API client: held NFTs (GET /v1/account/{address}/nfts)', () => {
  it('asks for the address on the chain, with the project id, and returns the holdings', async () => {
    answer = { data: [pal] }
    const api = createBlockchainApiClient({ baseUrl: server.url, projectId: 'demo' })
    await expect(api.getNfts({ address, chainId: 'eip155:31337' })).resolves.toEqual([pal])
    const last = nftRequests().at(-1)
    expect(last?.url.pathname).toBe(`/v1/account/${address}/nfts`)
    expect(Object.fromEntries(last?.url.searchParams ?? [])).toEqual({
      projectId: 'demo',
      chainId: 'eip155:31337',
    })
  })

  it('caches 30 s by the injected clock (any address spelling); forceUpdate fetches again', async () => {
    answer = { data: [pal] }
    let now = 0
    const api = createBlockchainApiClient({ baseUrl: server.url, clock: { now: () => now } })
    const before = nftRequests().length
    await api.getNfts({ address, chainId: 'eip155:31337' })
    // The NFT was sent away meanwhile: the cached list is still served within 30 s.
    answer = { data: [] }
    now = BALANCE_CACHE_MS - 1
    await expect(
      api.getNfts({ address: address.toLowerCase(), chainId: 'eip155:31337' }),
    ).resolves.toEqual([pal])
    expect(nftRequests().length - before).toBe(1)
    now = BALANCE_CACHE_MS
    await expect(api.getNfts({ address, chainId: 'eip155:31337' })).resolves.toEqual([])
    await api.getNfts({ address, chainId: 'eip155:31337', forceUpdate: true })
    expect(nftRequests().length - before).toBe(3)
    // Another chain is another list.
    await api.getNfts({ address, chainId: 'eip155:31338' })
    expect(nftRequests().length - before).toBe(4)
  })

  it('refuses an answer that breaks the schema (ApiResponseError), and caches nothing', async () => {
    const api = createBlockchainApiClient({ baseUrl: server.url })
    answer = { data: [{ ...pal, tokenId: 'one' }] }
    await expect(api.getNfts({ address })).rejects.toBeInstanceOf(ApiResponseError)
    answer = { data: [{ ...pal, isSpam: 'no' }] }
    await expect(api.getNfts({ address })).rejects.toBeInstanceOf(ApiResponseError)
    answer = [pal]
    await expect(api.getNfts({ address })).rejects.toBeInstanceOf(ApiResponseError)
    answer = { data: [pal] }
    await expect(api.getNfts({ address })).resolves.toEqual([pal])
  })

  it('createDataApi.getNfts takes a bare chain id as eip155', async () => {
    answer = { data: [pal] }
    const api = createDataApi({ apiUrl: server.url, projectId: 'demo' })
    await expect(api.getNfts({ address, chainId: '31337' })).resolves.toEqual([pal])
    expect(nftRequests().at(-1)?.url.searchParams.get('chainId')).toBe('eip155:31337')
  })
})
