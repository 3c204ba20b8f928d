import { beforeEach, describe, expect, it, vi } from 'vitest'
import { fixtureDataApi } from '../testing/fixture-data-api.js'
import { mockAdapter } from '../testing/mock-adapter.js'
import { ALICE } from '../testing/test-accounts.js'
import { flush, testKit, usdc } from './kit.test-helper.js'
import { loadApiClient } from './load-api-client.js'
import { useLocalHttpServer } from './local-http-server.test-helper.js'
import { DataApiMissingError } from './no-data-api.js'

// A spy over the real loader: it still imports @portico/api-client and builds the real client,
// and counts how often (and when) that happens.
vi.mock('./load-api-client.js', async (importOriginal) => {
  const real = await importOriginal<typeof import('./load-api-client.js')>()
  return { loadApiClient: vi.fn(real.loadApiClient) }
})
const loads = vi.mocked(loadApiClient)

// A real HTTP server on 127.0.0.1 answering the directory and data-API paths the kit calls.
const requests: string[] = []
const serverUrl = useLocalHttpServer((request, response) => {
  const path = new URL(request.url ?? '/', 'http://localhost').pathname
  requests.push(path)
  response.setHeader('content-type', 'application/json')
  if (path === '/getWallets')
    response.end(JSON.stringify({ count: 1, data: [{ id: 'rainbow', name: 'Rainbow' }] }))
  else if (path === '/v1/supported-chains')
    response.end(JSON.stringify({ http: ['eip155:1'], ws: [] }))
  else if (path === `/v1/account/${ALICE}/balance`)
    response.end(JSON.stringify({ balances: [usdc] }))
  else if (path.startsWith('/v1/identity/'))
    response.end(JSON.stringify({ name: null, avatar: null }))
  else {
    response.statusCode = 404
    response.end('{}')
  }
})
beforeEach(() => {
  requests.length = 0
  loads.mockClear()
})

describe('headless createAppKit honours apiUrl (core owns the data path)', () => {
  it('fetches the wallet listing and balances from apiUrl, loading the client on the first call', async () => {
    const kit = testKit({ apiUrl: serverUrl(), adapters: [mockAdapter({ accounts: [ALICE] })] })
    await kit.ready
    await flush()
    // Creating the kit and restoring downloaded nothing: the client is not in the initial code.
    expect(loads).not.toHaveBeenCalled()
    expect(requests).toEqual([])

    const wallets = await kit.api.getWallets({ page: 1, entries: 40 })
    expect(wallets.data.map((w) => w.name)).toEqual(['Rainbow'])
    expect(loads).toHaveBeenCalledTimes(1)
    expect(loads).toHaveBeenCalledWith(
      expect.objectContaining({ apiUrl: serverUrl(), projectId: 'test-project' }),
    )

    await kit.connect({ connectorId: 'mock' })
    const balances = await kit.fetchTokenBalances()
    expect(balances.map((b) => b.symbol)).toEqual(['USDC'])
    expect(kit.getAccount()?.tokenBalance.map((b) => b.symbol)).toEqual(['USDC'])
    expect(requests).toContain('/getWallets')
    expect(requests).toContain(`/v1/account/${ALICE}/balance`)
    // One download for the instance, however many calls.
    expect(loads).toHaveBeenCalledTimes(1)
  })

  it('preload() downloads the client ahead of the first call, and image URLs then point at apiUrl', async () => {
    const kit = testKit({ apiUrl: serverUrl() })
    expect(kit.api.walletImageUrl('abc')).toBe('')
    await kit.api.preload?.()
    expect(loads).toHaveBeenCalledTimes(1)
    expect(kit.api.walletImageUrl('abc').startsWith(serverUrl())).toBe(true)
  })

  it('without apiUrl or api, data calls reject with DataApiMissingError and nothing is loaded', async () => {
    const kit = testKit()
    await expect(kit.api.getWallets({ page: 1, entries: 40 })).rejects.toBeInstanceOf(
      DataApiMissingError,
    )
    expect(loads).not.toHaveBeenCalled()
  })

  it('an injected api wins over apiUrl', async () => {
    const api = fixtureDataApi({ wallets: [{ id: 'a', name: 'A' }] })
    const kit = testKit({ apiUrl: serverUrl(), api })
    expect(kit.api).toBe(api)
    await kit.api.getWallets({ page: 1, entries: 40 })
    expect(loads).not.toHaveBeenCalled()
    expect(requests).toEqual([])
  })
})
