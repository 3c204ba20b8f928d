import {
  type AnalyticsAlert,
  ApiResponseError,
  createAnalyticsClient,
  createBlockchainApiClient,
  createDataApi,
  createWalletDirectoryClient,
  HttpError,
  WALLET_LIST_PAGE_SIZE,
} from '@portico/api-client'
import { parseEther } from 'viem'
import { describe, expect, it } from 'vitest'
import { devnetWallet } from './test/devnet-actions.js'
import { devnetConfig } from './test/harness.js'
import { domainOf, nameRegistrationBody } from './test/signed-requests.js'
import { useDevnet, useTestServer } from './test/suite-hooks.js'

// @portico/api-client against the real server over a real devnet (no stand-in for our server).
let now = 1_000_000
const clock = { now: () => now }

const devnet = useDevnet()
// No server-side balance cache here, so what these tests see is the client's own cache.
const server = useTestServer(
  'pglite',
  () => devnetConfig(devnet(), { balanceCacheMs: 0, historyPageSize: 2 }),
  { ready: (started) => started.indexer.syncToHead() },
)

const address = (index: number) => {
  const value = devnet().accounts[index]?.address
  if (!value) throw new Error(`no account ${index}`)
  return value
}

describe('createDataApi against apps/api', () => {
  const api = () => createDataApi({ apiUrl: server().url, projectId: 'lab', clock })

  it('lists wallets 40 per page and builds fetchable image URLs', async () => {
    const { count, data } = await api().getWallets({ page: 1, entries: WALLET_LIST_PAGE_SIZE })
    expect(count).toBeGreaterThanOrEqual(500)
    expect(data).toHaveLength(40)
    const first = data[0]
    if (!first?.image_id) throw new Error('no image id')
    const image = await fetch(api().walletImageUrl(first.image_id))
    expect(image.headers.get('content-type')).toBe('image/svg+xml')
    const search = await api().getWallets({
      page: 1,
      entries: 100,
      search: 'cedar',
      badge: 'certified',
    })
    expect(search.data.length).toBeGreaterThan(0)
    expect(
      search.data.filter(
        (w) => !w.name.toLowerCase().includes('cedar') || w.badge_type !== 'certified',
      ),
    ).toEqual([])
    expect((await fetch(api().assetImageUrl('token-x'))).status).toBe(200)
  })

  it('reads supported chains, balances (cached 30 s) and history pages', async () => {
    const dataApi = api()
    expect(await dataApi.getSupportedChains()).toEqual({
      http: ['eip155:31337', 'eip155:31338'],
      ws: [],
    })
    const who = address(9)
    const eth = async (force = false) =>
      (await dataApi.getBalances({ address: who, chainId: '31337', forceUpdate: force })).find(
        (b) => b.symbol === 'ETH',
      )?.quantity.numeric
    const before = await eth()
    await devnetWallet(devnet(), 8).sendEth(who, parseEther('2'))
    expect(await eth()).toBe(before)
    now += 30_000
    expect(Number(await eth())).toBe(Number(before) + 2)

    await server().indexer.syncToHead()
    const first = await dataApi.getHistory({ address: who, chainId: 'eip155:31337' })
    expect(first.data).toHaveLength(1)
    expect(first.data[0]?.metadata.operationType).toBe('receive')
    const funded = address(1)
    const page1 = await dataApi.getHistory({ address: funded })
    expect(page1.data).toHaveLength(2)
    expect(page1.next).toEqual(expect.any(String))
    const page2 = await dataApi.getHistory({ address: funded, cursor: page1.next ?? undefined })
    expect(page2.data.map((tx) => tx.id)).not.toContain(page1.data[0]?.id)
  })

  it('registers a name, then resolves it, with 5 min name and identity caches', async () => {
    const dataApi = api()
    const other = api()
    const wallet = devnetWallet(devnet(), 4)
    expect(await dataApi.lookupName('client-four')).toBeNull()
    expect(await other.lookupName('client-four')).toBeNull()
    expect(await dataApi.getIdentity({ address: wallet.account.address })).toEqual({
      name: null,
      avatar: null,
    })
    await expect(
      dataApi.registerName(
        await nameRegistrationBody(wallet.account, {
          name: 'client-four',
          coin_type: 60,
          domain: domainOf(server().url),
        }),
      ),
    ).resolves.toMatchObject({
      name: 'client-four.portico.id',
      addresses: { '60': { address: wallet.account.address.toLowerCase() } },
    })
    // Registration through this client clears its own name caches.
    expect((await dataApi.lookupName('client-four'))?.name).toBe('client-four.portico.id')
    expect(await dataApi.reverseName(wallet.account.address)).toMatchObject([
      { name: 'client-four.portico.id' },
    ])
    expect(await dataApi.getIdentity({ address: wallet.account.address })).toEqual({
      name: 'client-four.portico.id',
      avatar: null,
    })
    // Another client keeps its answer for 5 minutes.
    expect(await other.lookupName('client-four')).toBeNull()
    now += 5 * 60_000
    expect((await other.lookupName('client-four'))?.name).toBe('client-four.portico.id')
    const suggestions = await dataApi.nameSuggestions('client-four')
    expect(suggestions[0]).toEqual({ name: 'client-four.portico.id', registered: true })
  })

  it("uses the server's first reason as the error message", async () => {
    const wallet = devnetWallet(devnet(), 5)
    const error = await api()
      .registerName(
        await nameRegistrationBody(wallet.account, {
          name: 'client-four',
          coin_type: 60,
          domain: domainOf(server().url),
        }),
      )
      .catch((e: unknown) => e)
    expect(error).toBeInstanceOf(HttpError)
    expect((error as HttpError).status).toBe(409)
    expect((error as HttpError).message).toBe('Name client-four.portico.id is already taken')
    const bad = await api()
      .getBalances({ address: 'nope', chainId: 'eip155:31337' })
      .catch((e: unknown) => e)
    expect((bad as HttpError).status).toBe(400)
  })

  it('sends analytics events (never MODAL_CREATED) that the server stores', async () => {
    const dataApi = api()
    await dataApi.sendEvent({ type: 'track', event: 'MODAL_CREATED' })
    await dataApi.sendEvent({
      type: 'track',
      event: 'MODAL_OPEN',
      properties: { connected: false },
    })
    const rows = await server().db.query<{ event: string; project_id: string }>(
      "SELECT event, project_id FROM analytics_events WHERE project_id = 'lab' ORDER BY received_at",
    )
    expect(rows).toEqual([{ event: 'MODAL_OPEN', project_id: 'lab' }])
    const off = createDataApi({ apiUrl: server().url, projectId: 'off', analytics: false })
    await off.sendEvent({ type: 'track', event: 'MODAL_OPEN' })
    expect(
      await server().db.query("SELECT 1 FROM analytics_events WHERE project_id = 'off'"),
    ).toEqual([])
  })

  it('raises "Invalid App Configuration" once when the server answers 403', async () => {
    const alerts: AnalyticsAlert[] = []
    const analytics = createAnalyticsClient({
      baseUrl: server().url,
      projectId: 'lab',
      sdkType: 'portico',
      sdkVersion: '0.0.0',
      enabled: true,
      headers: { origin: 'https://not-allowed.example' },
      onAlert: (alert) => alerts.push(alert),
    })
    expect(await analytics.sendEvent({ type: 'track', event: 'A' })).toBe(false)
    expect(await analytics.sendEvent({ type: 'track', event: 'B' })).toBe(false)
    expect(alerts.map((alert) => alert.shortMessage)).toEqual(['Invalid App Configuration'])
  })
})

describe('blockchain and directory clients against apps/api', () => {
  it('prices fungibles from the configured table', async () => {
    const api = createBlockchainApiClient({ baseUrl: server().url })
    const { fungibles } = await api.getFungiblePrice({
      currency: 'usd',
      addresses: [
        `eip155:31337:${devnet().contracts.usdc}`,
        'eip155:31337:0xEeeeeEeeeEeEeeEeEeEeeEEEeeeeEeeeeeeeEEeE',
      ],
    })
    expect(fungibles.map((f) => [f.symbol, f.price])).toEqual([
      ['USDC', 1],
      ['ETH', 2000],
    ])
  })

  it('treats an answer from the wrong kind of server as ApiResponseError', async () => {
    const directory = createWalletDirectoryClient({ baseUrl: `${server().url}/v1` })
    await expect(directory.getWallets()).rejects.toBeInstanceOf(HttpError)
    const http = createBlockchainApiClient({ baseUrl: server().url }).http
    const { HistoryResponseSchema } = await import('@portico/api-client/schemas')
    await expect(
      http.get('/v1/supported-chains', { schema: HistoryResponseSchema }),
    ).rejects.toBeInstanceOf(ApiResponseError)
  })
})
