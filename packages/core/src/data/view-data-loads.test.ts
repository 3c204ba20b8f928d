import { describe, expect, it } from 'vitest'
import type { AppKit, AppKitOptions } from '../app-kit/app-kit-types.js'
import { eth, flush, testKit, untilSnapshot } from '../app-kit/kit.test-helper.js'
import { mainnet, optimism } from '../networks/evm-networks.js'
import { fixtureDataApi } from '../testing/fixture-data-api.js'
import type { MockAdapter } from '../testing/mock-adapter.js'
import { ALICE, BOB } from '../testing/test-accounts.js'
import type { WalletListingEntry } from '../types/connector.js'
import type { NftHolding } from '../types/nft.js'
import type { Transaction } from '../types/transaction.js'
import type { DataApi } from './data-api.js'

// The views render what these loads bring: each test drives a kit with no UI through
// kit.open / push / close only, as a headless app would.

const wallets: WalletListingEntry[] = Array.from({ length: 60 }, (_, i) => ({
  id: `w${String(i + 1).padStart(4, '0')}`,
  name: `Wallet ${String(i + 1).padStart(4, '0')}`,
}))

/** A kit over the wallet directory whose flows' code is already in (a start runs in its turn). */
async function directoryKit(options: Partial<AppKitOptions> = {}) {
  const api = fixtureDataApi({ wallets })
  const kit = testKit({ api, featuredWalletIds: ['w0005'], ...options })
  await kit.ready
  await kit.preload()
  const calls = () =>
    api.fixture.record.calls
      .filter((c) => c.method === 'getWallets')
      .map((c) => c.params as Record<string, unknown>)
  return { kit, api, calls }
}

/** Counts the balance fetches the kit starts (each sets `tokenBalances.loading` at once). */
function countBalanceFetches(kit: AppKit): () => number {
  let count = 0
  let loading = kit.getSnapshot().tokenBalances.loading
  kit.subscribe(() => {
    const now = kit.getSnapshot().tokenBalances.loading
    if (now && !loading) count++
    loading = now
  })
  return () => count
}

/** A connected kit (ALICE on mainnet) whose flows' code is in, counting its balance fetches. */
async function accountKit() {
  const kit = testKit({ api: fixtureDataApi({ balances: [eth] }) })
  await kit.ready
  await kit.preload()
  await kit.connect({ connectorId: 'mock' })
  const fetches = countBalanceFetches(kit)
  const settled = () => untilSnapshot(kit, (s) => !s.tokenBalances.loading)
  return { kit, fetches, settled, adapter: kit.getAdapter('eip155') as MockAdapter }
}

describe('Connect loads the featured and recommended wallets when shown', () => {
  it('opening the modal on Connect asks the directory for the featured and the recommended (4 each)', async () => {
    const { kit, calls } = await directoryKit()
    kit.open()
    expect(calls()).toEqual([
      expect.objectContaining({ page: 1, entries: 4, include: ['w0005'] }),
      expect.objectContaining({ page: 1, entries: 4, exclude: ['w0005'] }),
    ])
    await untilSnapshot(kit, (s) => s.walletDirectory.recommended.length > 0)
    // The fixture directory answers its first wallets to either question.
    expect(kit.getSnapshot().walletDirectory.featured).toHaveLength(4)
  })

  it('asks once per visit: opened again on Connect it asks nothing more; a new visit after a failure asks again', async () => {
    const { kit, api, calls } = await directoryKit()
    api.fixture.setFailing(['getWallets'])
    kit.open()
    expect(calls()).toHaveLength(2)
    await flush()
    // Still shown: a failed load is not retried on every change of the router.
    kit.open({ view: 'Connect' })
    expect(calls()).toHaveLength(2)
    api.fixture.setFailing([])
    kit.close()
    kit.open()
    expect(calls()).toHaveLength(4)
  })
})

describe('AllWallets starts a fresh visit when shown', () => {
  it('clears the search, asks for the first page of 40 and the featured wallets', async () => {
    const { kit, calls } = await directoryKit()
    kit.searchWallets('old text')
    await flush()
    expect(kit.getSnapshot().walletDirectory.query).toBe('old text')
    kit.open({ view: 'AllWallets' })
    expect(kit.getSnapshot().walletDirectory.query).toBe('')
    expect(calls()).toEqual([
      expect.objectContaining({ page: 1, entries: 40 }),
      expect.objectContaining({ entries: 4, include: ['w0005'] }),
      expect.objectContaining({ entries: 4, exclude: ['w0005'] }),
    ])
    await untilSnapshot(kit, (s) => s.walletDirectory.wallets.length === 40)
  })

  it('keeps the search typed during the visit until the view is left; shown again, it starts fresh', async () => {
    const { kit } = await directoryKit()
    kit.open({ view: 'AllWallets' })
    kit.searchWallets('0017')
    kit.open({ view: 'AllWallets' })
    expect(kit.getSnapshot().walletDirectory.query).toBe('0017')
    kit.push('Networks')
    kit.goBack()
    expect(kit.getSnapshot().router.view).toBe('AllWallets')
    expect(kit.getSnapshot().walletDirectory.query).toBe('')
  })
})

describe('Account fetches the balances while shown', () => {
  it("opening the modal on Account fetches the active account's balances", async () => {
    const { kit, fetches, settled } = await accountKit()
    kit.open({ view: 'Account' })
    expect(fetches()).toBe(1)
    await settled()
    expect(kit.getAccount('eip155')?.tokenBalance.map((t) => t.symbol)).toEqual(['ETH'])
  })

  it('fetches again when the network or the account changes while shown, not on other changes', async () => {
    const { kit, fetches, settled, adapter } = await accountKit()
    kit.open({ view: 'Account' })
    await settled()
    await kit.switchNetwork(optimism)
    expect(kit.getSnapshot().router.view).toBe('Account')
    expect(fetches()).toBe(2)
    await settled()
    adapter.mock.emitAccountsChanged([BOB])
    await untilSnapshot(kit, (s) => s.accounts.eip155?.address === BOB)
    expect(fetches()).toBe(3)
    await settled()
    kit.setAccountTab(1)
    kit.open({ view: 'Account' })
    expect(fetches()).toBe(3)
  })

  it('stops when another view is shown or the modal closes; shown again, it fetches again', async () => {
    const { kit, fetches, settled } = await accountKit()
    kit.open({ view: 'Account' })
    await settled()
    kit.push('Networks')
    await kit.switchNetwork(optimism)
    kit.close()
    await kit.switchNetwork(mainnet)
    expect(fetches()).toBe(1)
    kit.open({ view: 'Account' })
    expect(fetches()).toBe(2)
  })

  it('shown before the account is there (a restore), fetches once its address arrives', async () => {
    const kit = testKit({ api: fixtureDataApi({ balances: [eth] }) })
    await kit.ready
    await kit.preload()
    const fetches = countBalanceFetches(kit)
    kit.open({ view: 'Account' })
    expect(fetches()).toBe(0)
    await kit.connect({ connectorId: 'mock' })
    expect(kit.getSnapshot().modal.open && kit.getSnapshot().router.view).toBe('Account')
    expect(fetches()).toBe(1)
  })
})

const pals = (chainId: string, name: string): NftHolding => ({
  chainId,
  contract: '0x5FbDB2315678afecb367f032d93F642f64180aa3',
  tokenId: '1',
  name,
  isSpam: false,
})

/** A connected kit (ALICE on mainnet) whose flows' code is in, over `api`, recording its reads. */
async function tabsKit(api: DataApi = fixtureDataApi(), options: Partial<AppKitOptions> = {}) {
  const kit = testKit({ api, ...options })
  await kit.ready
  await kit.preload()
  await kit.connect({ connectorId: 'mock' })
  const calls: unknown[] = []
  const reads = (method: 'getNfts' | 'getHistory') => calls.filter((c) => c === method).length
  const counted: DataApi = api
  const base = { getNfts: counted.getNfts, getHistory: counted.getHistory }
  counted.getNfts = (params) => {
    calls.push('getNfts')
    return base.getNfts(params)
  }
  counted.getHistory = (params) => {
    calls.push('getHistory')
    return base.getHistory(params)
  }
  return { kit, reads, adapter: kit.getAdapter('eip155') as MockAdapter }
}

const holdingsOf = (kit: AppKit) => kit.getSnapshot().accounts.eip155?.nfts

describe('Account fetches the NFTs while the NFTs tab is shown', () => {
  const api = () =>
    fixtureDataApi({
      nfts: [pals('eip155:1', 'Pals #1'), pals('eip155:10', 'OP Pals #1')],
    })

  it('opening Account on the NFTs tab reads the holdings and keeps them on the account', async () => {
    const { kit, reads } = await tabsKit(api())
    kit.setAccountTab(1)
    kit.open({ view: 'Account' })
    expect(reads('getNfts')).toBe(1)
    expect(holdingsOf(kit)).toEqual({
      caipAddress: `eip155:1:${ALICE}`,
      nfts: [],
      loading: true,
      failed: false,
    })
    await untilSnapshot(kit, (s) => s.accounts.eip155?.nfts?.loading === false)
    expect(holdingsOf(kit)?.nfts.map((n) => n.name)).toEqual(['Pals #1'])
  })

  it('reads nothing on the Tokens or Activity tab, nor with the history feature off', async () => {
    const { kit, reads } = await tabsKit(api())
    kit.open({ view: 'Account' })
    kit.setAccountTab(2)
    expect(reads('getNfts')).toBe(0)
    const off = await tabsKit(api(), { features: { history: false } })
    off.kit.setAccountTab(1)
    off.kit.open({ view: 'Account' })
    expect(off.reads('getNfts')).toBe(0)
    expect(holdingsOf(off.kit)).toBeUndefined()
  })

  it('reads when the tab is chosen, again on a network or account change, not on other changes', async () => {
    const { kit, reads, adapter } = await tabsKit(api())
    kit.open({ view: 'Account' })
    kit.setAccountTab(1)
    expect(reads('getNfts')).toBe(1)
    await untilSnapshot(kit, (s) => s.accounts.eip155?.nfts?.loading === false)
    kit.open({ view: 'Account' })
    kit.setThemeMode('light')
    expect(reads('getNfts')).toBe(1)
    await kit.switchNetwork(optimism)
    expect(reads('getNfts')).toBe(2)
    await untilSnapshot(kit, (s) => s.accounts.eip155?.nfts?.loading === false)
    expect(holdingsOf(kit)?.nfts.map((n) => n.name)).toEqual(['OP Pals #1'])
    adapter.mock.emitAccountsChanged([BOB])
    await untilSnapshot(kit, (s) => s.accounts.eip155?.address === BOB)
    expect(reads('getNfts')).toBe(3)
    expect(holdingsOf(kit)?.caipAddress).toBe(`eip155:10:${BOB}`)
  })

  it('leaving the tab or the view stops it; coming back to the tab reads again', async () => {
    const { kit, reads } = await tabsKit(api())
    kit.setAccountTab(1)
    kit.open({ view: 'Account' })
    kit.setAccountTab(0)
    await kit.switchNetwork(optimism)
    expect(reads('getNfts')).toBe(1)
    kit.setAccountTab(1)
    expect(reads('getNfts')).toBe(2)
    kit.close()
    await kit.switchNetwork(mainnet)
    expect(reads('getNfts')).toBe(2)
    kit.open({ view: 'Account' })
    expect(reads('getNfts')).toBe(3)
  })

  it('a failed read is kept as failed and not read again until asked (Try again: fetchNfts)', async () => {
    const fixture = api()
    fixture.fixture.setFailing(['getNfts'])
    const { kit, reads } = await tabsKit(fixture)
    kit.setAccountTab(1)
    kit.open({ view: 'Account' })
    await untilSnapshot(kit, (s) => s.accounts.eip155?.nfts?.failed === true)
    kit.open({ view: 'Account' })
    expect(reads('getNfts')).toBe(1)
    fixture.fixture.setFailing([])
    await expect(kit.fetchNfts({ force: true })).resolves.toHaveLength(1)
    expect(holdingsOf(kit)).toMatchObject({ loading: false, failed: false })
  })
})

describe('Account fetches the history while the Activity tab is shown and it is stale', () => {
  const history: Transaction[] = [
    {
      id: 't1',
      metadata: {
        minedAt: '2026-01-05T10:00:00Z',
        chain: 'eip155:1',
        operationType: 'send',
        status: 'confirmed',
        sentFrom: ALICE,
        sentTo: BOB,
      },
      transfers: [{ fungible_info: { symbol: 'ETH' }, quantity: { numeric: '0.1' } }],
    },
  ]

  it('opening Account on Activity reads the first page of a never-read history', async () => {
    const { kit, reads } = await tabsKit(fixtureDataApi({ transactions: history }))
    kit.setAccountTab(2)
    kit.open({ view: 'Account' })
    expect(reads('getHistory')).toBe(1)
    expect(kit.getSnapshot().transactions).toMatchObject({ loading: true, stale: false })
    await untilSnapshot(kit, (s) => !s.transactions.loading)
    kit.open({ view: 'Account' })
    kit.setAccountTab(2)
    expect(reads('getHistory')).toBe(1)
  })

  it('reads nothing on the Tokens or NFTs tab, nor with the history feature off', async () => {
    const { kit, reads } = await tabsKit(fixtureDataApi({ transactions: history }))
    kit.open({ view: 'Account' })
    kit.setAccountTab(1)
    expect(reads('getHistory')).toBe(0)
    const off = await tabsKit(fixtureDataApi({ transactions: history }), {
      features: { history: false },
    })
    off.kit.setAccountTab(2)
    off.kit.open({ view: 'Account' })
    expect(off.reads('getHistory')).toBe(0)
  })

  it('reads again when the history goes stale while shown (another account), from the first page', async () => {
    const { kit, reads, adapter } = await tabsKit(
      fixtureDataApi({ transactions: history, pageSize: 1 }),
    )
    kit.setAccountTab(2)
    kit.open({ view: 'Account' })
    await untilSnapshot(kit, (s) => !s.transactions.loading)
    expect(kit.getSnapshot().transactions.stale).toBe(false)
    adapter.mock.emitAccountsChanged([BOB])
    await untilSnapshot(kit, (s) => s.accounts.eip155?.address === BOB)
    expect(reads('getHistory')).toBe(2)
  })

  it('a failed read is not repeated on later changes while shown; Try again reads', async () => {
    const fixture = fixtureDataApi({ transactions: history, failing: ['getHistory'] })
    const { kit, reads } = await tabsKit(fixture)
    kit.setAccountTab(2)
    kit.open({ view: 'Account' })
    await untilSnapshot(kit, (s) => s.transactions.error)
    kit.open({ view: 'Account' })
    kit.setThemeMode('light')
    expect(reads('getHistory')).toBe(1)
    fixture.fixture.setFailing([])
    await kit.fetchTransactions({ reset: true })
    expect(reads('getHistory')).toBe(2)
    expect(kit.getSnapshot().transactions).toMatchObject({ error: false, empty: false })
  })

  it('a stale history is left alone once the view is left; shown again on Activity, it is read', async () => {
    const { kit, reads, adapter } = await tabsKit(fixtureDataApi({ transactions: history }))
    kit.setAccountTab(2)
    kit.open({ view: 'Account' })
    await untilSnapshot(kit, (s) => !s.transactions.loading)
    kit.close()
    adapter.mock.emitAccountsChanged([BOB])
    await untilSnapshot(kit, (s) => s.accounts.eip155?.address === BOB)
    expect(kit.getSnapshot().transactions.stale).toBe(true)
    expect(reads('getHistory')).toBe(1)
    kit.open({ view: 'Account' })
    expect(reads('getHistory')).toBe(2)
  })
})
