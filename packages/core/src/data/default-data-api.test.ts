import { beforeEach, describe, expect, it, vi } from 'vitest'
import { evmAndSolanaKit, flush, testKit, usdc } from '../app-kit/kit.test-helper.js'
import { ProjectIdRequiredError } from '../errors/app-kit-errors.js'
import { SDK_TYPE, SDK_VERSION } from '../lifecycle/sdk-version.js'
import { fixtureDataApi } from '../testing/fixture-data-api.js'
import { mockAdapter } from '../testing/mock-adapter.js'
import { ALICE } from '../testing/test-accounts.js'
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
// The same requests with their query, as they arrived.
const received: URL[] = []
const serverUrl = useLocalHttpServer((request, response) => {
  const url = new URL(request.url ?? '/', 'http://localhost')
  const path = url.pathname
  requests.push(path)
  received.push(url)
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
  received.length = 0
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
      // The kit's one version and type (api-client would otherwise fall back to its own).
      expect.objectContaining({
        apiUrl: serverUrl(),
        projectId: 'test-project',
        sdkType: SDK_TYPE,
        sdkVersion: SDK_VERSION,
      }),
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

  it('with apiUrl but no project id, data calls reject with ProjectIdRequiredError and nothing is asked', async () => {
    const kit = testKit({ apiUrl: serverUrl(), projectId: '' })
    await kit.ready
    await expect(kit.api.getWallets({ page: 1, entries: 40 })).rejects.toBeInstanceOf(
      ProjectIdRequiredError,
    )
    await expect(kit.api.getSupportedChains()).rejects.toThrow('A project id is required')
    expect(loads).not.toHaveBeenCalled()
    expect(requests).toEqual([])
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

describe('the query parameters of SPEC §7 on the requests the kit makes', () => {
  const walletListings = () => received.filter((url) => url.pathname === '/getWallets')

  it('the wallet pages, recommended wallets and search name the requested networks’ chains', async () => {
    const kit = evmAndSolanaKit({ apiUrl: serverUrl(), featuredWalletIds: ['rainbow'] })
    await kit.ready
    await kit.fetchWallets()
    await kit.fetchFeaturedWallets()
    kit.searchWallets('rain')
    // The search goes out once typing pauses (the kit's debounce, on its real clock).
    await vi.waitFor(() => expect(walletListings()).toHaveLength(4), { timeout: 5_000 })
    const chains = 'eip155:1,solana:5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp'
    const [page, ...rest] = walletListings()
    expect(page?.searchParams.get('chains')).toBe(chains)
    const featured = rest.find((url) => url.searchParams.get('include') === 'rainbow')
    const recommended = rest.find((url) => url.searchParams.has('exclude'))
    const search = rest.find((url) => url.searchParams.get('search') === 'rain')
    // The app's featured picks are listed whatever their chains; the rest are filtered.
    expect(featured?.searchParams.has('chains')).toBe(false)
    expect(recommended?.searchParams.get('chains')).toBe(chains)
    expect(search?.searchParams.get('chains')).toBe(chains)
    // No clientId unless the app sets one.
    expect(received.every((url) => !url.searchParams.has('clientId'))).toBe(true)
  })

  it('removeNetwork narrows the chains of the next page', async () => {
    const kit = testKit({ apiUrl: serverUrl() })
    await kit.ready
    kit.removeNetwork('eip155:10')
    await kit.fetchWallets()
    expect(walletListings()[0]?.searchParams.get('chains')).toBe('eip155:1')
  })

  it('the app’s clientId goes on every request to apiUrl, the directory’s and the data API’s', async () => {
    const kit = testKit({
      apiUrl: serverUrl(),
      clientId: 'app-client-7',
      adapters: [mockAdapter({ accounts: [ALICE] })],
    })
    await kit.ready
    await kit.fetchWallets()
    await kit.connect({ connectorId: 'mock' })
    await kit.fetchTokenBalances()
    expect(requests).toEqual(
      expect.arrayContaining([
        '/getWallets',
        '/v1/supported-chains',
        `/v1/account/${ALICE}/balance`,
      ]),
    )
    expect(received.map((url) => url.searchParams.get('clientId'))).toEqual(
      received.map(() => 'app-client-7'),
    )
  })
})
