import { describe, expect, it } from 'vitest'
import type { AppKit, AppKitOptions } from '../app-kit/app-kit-types.js'
import { eth, flush, testKit, untilSnapshot } from '../app-kit/kit.test-helper.js'
import { mainnet, optimism } from '../networks/evm-networks.js'
import { fixtureDataApi } from '../testing/fixture-data-api.js'
import type { MockAdapter } from '../testing/mock-adapter.js'
import { BOB } from '../testing/test-accounts.js'
import type { WalletListingEntry } from '../types/connector.js'

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
