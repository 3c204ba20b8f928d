import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { flush, testKit } from '../app-kit/kit.test-helper.js'
import { DEBOUNCE_DEFAULT_MS } from '../rules/timing-constants.js'
import { shownWallets } from '../state/wallet-directory.js'
import { fixtureDataApi } from '../testing/fixture-data-api.js'
import type { WalletListingEntry } from '../types/connector.js'

function listing(count: number): WalletListingEntry[] {
  return Array.from({ length: count }, (_, i) => ({
    id: `w${String(i + 1).padStart(4, '0')}`,
    name: `Wallet ${String(i + 1).padStart(4, '0')}`,
  }))
}

async function directoryKit(count: number, options: Parameters<typeof testKit>[0] = {}) {
  const api = fixtureDataApi({ wallets: listing(count) })
  const kit = testKit({ api, ...options })
  await kit.preload()
  const calls = () =>
    api.fixture.record.calls
      .filter((c) => c.method === 'getWallets')
      .map((c) => c.params as Record<string, unknown>)
  return { kit, api, calls }
}

// The test kit's requested networks, as every listing call names them (SPEC §7 `chains`).
const chains = 'eip155:1,eip155:10'

beforeEach(() => {
  vi.useFakeTimers()
})
afterEach(() => {
  vi.useRealTimers()
})

describe('wallet directory paging (SPEC §5: pages of 40)', () => {
  it('loads one page of 40 after another and stops at the count', async () => {
    const { kit, calls } = await directoryKit(90)
    await kit.fetchWallets()
    expect(calls()).toEqual([{ page: 1, entries: 40, chains }])
    expect(kit.getSnapshot().walletDirectory).toMatchObject({ page: 1, count: 90, loading: false })
    await kit.fetchWallets()
    await kit.fetchWallets()
    expect(kit.getSnapshot().walletDirectory.wallets).toHaveLength(90)
    await kit.fetchWallets()
    expect(calls().map((c) => c.page)).toEqual([1, 2, 3])
  })

  it('a second call while a page is on its way asks nothing more', async () => {
    const { kit, calls } = await directoryKit(90)
    const first = kit.fetchWallets()
    expect(kit.getSnapshot().walletDirectory.loading).toBe(true)
    await Promise.all([first, kit.fetchWallets()])
    expect(calls()).toHaveLength(1)
  })

  it('passes includeWalletIds / excludeWalletIds; a failure sets error and can be retried', async () => {
    const { kit, api, calls } = await directoryKit(10, { excludeWalletIds: ['w0001'] })
    api.fixture.setFailing(['getWallets'])
    await kit.fetchWallets()
    expect(kit.getSnapshot().walletDirectory).toMatchObject({ error: true, page: 0 })
    api.fixture.setFailing([])
    await kit.fetchWallets()
    expect(kit.getSnapshot().walletDirectory).toMatchObject({ error: false, page: 1 })
    expect(calls()[1]).toEqual({ page: 1, entries: 40, chains, exclude: ['w0001'] })
  })
})

describe('featured and recommended wallets (SPEC §5: 4 each)', () => {
  it('featured by id, recommended excluding featured and excluded ones, once', async () => {
    const { kit, calls } = await directoryKit(20, {
      featuredWalletIds: ['w0003', 'w0005'],
      excludeWalletIds: ['w0001'],
    })
    await kit.fetchFeaturedWallets()
    await kit.fetchFeaturedWallets()
    expect(calls()).toEqual([
      // The app's own picks are listed whatever their chains.
      { page: 1, entries: 4, include: ['w0003', 'w0005'] },
      { page: 1, entries: 4, chains, exclude: ['w0001', 'w0003', 'w0005'] },
    ])
    const { recommended } = kit.getSnapshot().walletDirectory
    expect(recommended).toHaveLength(4)
  })
})

describe('wallet directory search (SPEC §9 debounce on the kit clock, SPEC §5: 100)', () => {
  it('filters what is loaded at once; asks the directory only after the pause', async () => {
    const { kit, calls } = await directoryKit(60)
    await kit.fetchWallets()
    kit.searchWallets('0017')
    expect(shownWallets(kit.getSnapshot().walletDirectory).map((w) => w.id)).toEqual(['w0017'])
    kit.searchWallets('0055') // not loaded yet (page 2)
    expect(shownWallets(kit.getSnapshot().walletDirectory)).toEqual([])
    vi.advanceTimersByTime(DEBOUNCE_DEFAULT_MS - 1)
    await flush()
    expect(calls().filter((c) => c.search)).toEqual([])
    vi.advanceTimersByTime(1)
    await flush()
    // Only the last text reached the directory.
    expect(calls().filter((c) => c.search)).toEqual([
      { page: 1, entries: 100, search: '0055', chains },
    ])
    expect(shownWallets(kit.getSnapshot().walletDirectory).map((w) => w.id)).toEqual(['w0055'])
    expect(kit.getSnapshot().walletDirectory.searching).toBe(false)
  })

  it('an answer for an older query is never shown', async () => {
    const { kit, api } = await directoryKit(60)
    let release: () => void = () => {}
    const original = api.getWallets
    api.getWallets = (params) =>
      params.search === '0055'
        ? new Promise((resolve) => {
            release = () => void original(params).then(resolve)
          })
        : original(params)
    kit.searchWallets('0055')
    vi.advanceTimersByTime(DEBOUNCE_DEFAULT_MS)
    kit.searchWallets('0042')
    release()
    await flush()
    const state = kit.getSnapshot().walletDirectory
    expect(state.searchResults).toBeUndefined()
    expect(state.query).toBe('0042')
  })

  it('clearing the query drops the directory results and the pending search', async () => {
    const { kit, calls } = await directoryKit(60)
    kit.searchWallets('0055')
    kit.searchWallets('')
    vi.advanceTimersByTime(DEBOUNCE_DEFAULT_MS)
    await flush()
    expect(calls()).toEqual([])
    expect(kit.getSnapshot().walletDirectory).toMatchObject({
      query: '',
      searching: false,
      searchResults: undefined,
    })
  })
})
