import { describe, expect, it, vi } from 'vitest'
import { flush, recordEvents, testKit } from '../app-kit/kit.test-helper.js'
import { mainnet, optimism, polygon } from '../networks/evm-networks.js'
import { fixtureDataApi } from '../testing/fixture-data-api.js'
import { mockAdapter } from '../testing/mock-adapter.js'
import { ALICE, BOB } from '../testing/test-accounts.js'

describe('wallet events (SPEC §4)', () => {
  it('accountsChanged resyncs address, balance and identity', async () => {
    const api = fixtureDataApi({
      identities: { [BOB]: { name: 'bob.portico', avatar: 'https://a/b.png' } },
    })
    const adapter = mockAdapter({ accounts: [ALICE, BOB], balance: { [ALICE]: '1', [BOB]: '2' } })
    const kit = testKit({ adapters: [adapter], api })
    await kit.connect({ connectorId: 'mock' })
    adapter.mock.emitAccountsChanged([BOB])
    expect(kit.getAccount()?.address).toBe(BOB)
    expect(kit.getAccount()?.caipAddress).toBe(`eip155:1:${BOB}`)
    await flush()
    expect(kit.getAccount()).toMatchObject({
      balance: '2',
      profileName: 'bob.portico',
      profileImage: 'https://a/b.png',
    })
  })

  it("accountsChanged with the wallet's entries keeps their names and types (cleaned); malformed entries are ignored", async () => {
    const adapter = mockAdapter({ accounts: [ALICE, BOB] })
    const kit = testKit({ adapters: [adapter] })
    await kit.connect({ connectorId: 'mock' })
    adapter.mock.emitAccountEntries([
      { address: BOB, type: 'eoa', name: 'Savings\u202e' },
      { address: ALICE, type: 'smartAccount', name: 'Main' },
    ])
    expect(kit.getAccount()?.address).toBe(BOB)
    expect(kit.getAccount()?.allAccounts).toEqual([
      { address: BOB, type: 'eoa', name: 'Savings' },
      { address: ALICE, type: 'smartAccount', name: 'Main' },
    ])
    // A later change without entries keeps what the wallet said before.
    adapter.mock.emitAccountsChanged([ALICE, BOB])
    expect(kit.getAccount()?.allAccounts.map((e) => e.name)).toEqual(['Main', 'Savings'])
    // Entries of the wrong shape are not trusted: the addresses alone still apply.
    adapter.mock.emitAccountEntries([{ address: BOB, type: 'admin' as never, name: 'x' }])
    expect(kit.getAccount()?.address).toBe(BOB)
    expect(kit.getAccount()?.allAccounts).toEqual([{ address: BOB, type: 'eoa', name: 'Savings' }])
  })

  it('an empty account list disconnects', async () => {
    const adapter = mockAdapter({ accounts: [ALICE] })
    const kit = testKit({ adapters: [adapter] })
    await kit.connect({ connectorId: 'mock' })
    adapter.mock.emitAccountsChanged([])
    expect(kit.getConnectionStatus()).toBe('disconnected')
    expect(kit.getAccount()?.address).toBeUndefined()
  })

  it('chainChanged to a requested chain updates the network and CAIP address', async () => {
    const adapter = mockAdapter({ accounts: [ALICE] })
    const kit = testKit({ adapters: [adapter] })
    await kit.connect({ connectorId: 'mock' })
    const events = recordEvents(kit)
    adapter.mock.emitChainChanged(10)
    expect(kit.getNetwork()?.caipNetworkId).toBe('eip155:10')
    expect(kit.getAccount()?.caipAddress).toBe(`eip155:10:${ALICE}`)
    expect(events.map((e) => e.event)).toEqual(['SWITCH_NETWORK'])
  })

  it('chainChanged to a chain not requested sets the unsupported state and opens UnsupportedChain (SPEC §2)', async () => {
    const adapter = mockAdapter({ accounts: [ALICE], networks: [mainnet, optimism, polygon] })
    const kit = testKit({ adapters: [adapter] })
    await kit.connect({ connectorId: 'mock' })
    adapter.mock.emitChainChanged(137)
    const s = kit.getSnapshot()
    expect(s.networks.eip155?.unsupported).toBe(true)
    expect(s.activeNetwork?.caipNetworkId).toBe('eip155:137')
    expect(s.modal.open).toBe(true)
    expect(s.router.view).toBe('UnsupportedChain')
    // Back from UnsupportedChain closes (SPEC §2).
    kit.goBack()
    expect(kit.getSnapshot().modal.open).toBe(false)
  })

  it('chainChanged to an unrequested chain does not open UnsupportedChain when switching is disabled', async () => {
    const adapter = mockAdapter({ accounts: [ALICE] })
    const kit = testKit({ adapters: [adapter], enableNetworkSwitch: false })
    await kit.connect({ connectorId: 'mock' })
    adapter.mock.emitChainChanged(137)
    expect(kit.getSnapshot().networks.eip155?.unsupported).toBe(true)
    expect(kit.getSnapshot().modal.open).toBe(false)
  })

  it('a wallet-side disconnect resets the namespace', async () => {
    const adapter = mockAdapter({ accounts: [ALICE] })
    const kit = testKit({ adapters: [adapter] })
    await kit.connect({ connectorId: 'mock' })
    adapter.mock.emitDisconnect()
    expect(kit.getConnectionStatus()).toBe('disconnected')
  })

  it('displayUri creates a pairing that expires after 4 minutes', async () => {
    vi.useFakeTimers()
    const adapter = mockAdapter({ accounts: [ALICE] })
    const kit = testKit({ adapters: [adapter] })
    adapter.mock.emitDisplayUri('wc:topic@2?relay-protocol=irn&symKey=k')
    const pairing = kit.getSnapshot().pairing
    expect(pairing?.uri).toBe('wc:topic@2?relay-protocol=irn&symKey=k')
    // Exactly 4 minutes: an immediate (or shorter) expiry fails here.
    expect(pairing?.expiresAt).toBe(kit.clock.now() + 240_000)
  })
})

describe('watchers', () => {
  it('watchAccount and watchNetwork report changes with the previous value', async () => {
    const adapter = mockAdapter({ accounts: [ALICE] })
    const kit = testKit({ adapters: [adapter] })
    const addresses: (string | undefined)[] = []
    const networks: (string | undefined)[] = []
    kit.watchAccount((account) => addresses.push(account?.address))
    kit.watchNetwork((network, previous) => networks.push(`${previous?.id}->${network?.id}`))
    await kit.connect({ connectorId: 'mock' })
    adapter.mock.emitChainChanged(10)
    expect(addresses.at(-1)).toBe(ALICE)
    expect(networks).toEqual(['1->10'])
  })
})

describe('chain change clears the old chain lists (SPEC §5)', () => {
  it('transactions and token balances of the old chain are dropped', async () => {
    const api = fixtureDataApi({
      balances: [
        {
          name: 'USD Coin',
          symbol: 'USDC',
          chainId: 'eip155:1',
          value: 1,
          price: 1,
          quantity: { decimals: '6', numeric: '1' },
          iconUrl: '',
        },
      ],
      transactions: [
        {
          id: 't',
          metadata: {
            minedAt: '2024-01-01T00:00:00Z',
            chain: 'eip155:1',
            operationType: 'send',
            status: 'confirmed',
            sentFrom: ALICE,
            sentTo: BOB,
          },
          transfers: [{ quantity: { numeric: '1' } }],
        },
      ],
    })
    const adapter = mockAdapter({ accounts: [ALICE] })
    const kit = testKit({ adapters: [adapter], api })
    await kit.connect({ connectorId: 'mock' })
    await kit.fetchTokenBalances()
    await kit.fetchTransactions()
    expect(kit.getAccount()?.tokenBalance).toHaveLength(1)
    adapter.mock.emitChainChanged(10)
    expect(kit.getAccount()?.tokenBalance).toEqual([])
    expect(kit.getSnapshot().transactions.transactions).toEqual([])
  })
})

describe('hostile wallet events never reach state', () => {
  it('malformed accountsChanged / chainChanged events are ignored', async () => {
    const adapter = mockAdapter({ accounts: [ALICE] })
    const kit = testKit({ adapters: [adapter] })
    await kit.connect({ connectorId: 'mock' })
    const events = recordEvents(kit)
    adapter.mock.emitAccountsChanged(['javascript:alert(1)'])
    adapter.mock.emitChainChanged('1"><script>')
    expect(kit.getAccount()?.address).toBe(ALICE)
    expect(kit.getNetwork()?.caipNetworkId).toBe('eip155:1')
    expect(events.map((e) => e.event)).toEqual(['ERROR', 'ERROR'])
  })
})

describe('malformed values from the adapter event bridge are refused (security: wallet values)', () => {
  // A wallet emitting these once made the network button read "Unknown network NaN".
  // `Number('1e400')` is Infinity, as a wallet parsing that text gets it.
  const hostileChainIds: unknown[] = [
    Number.NaN,
    '0xZZ',
    Number('1e400'),
    {},
    '',
    '0xa',
    -1,
    1.5,
    2 ** 60,
  ]

  it.each(hostileChainIds.map((chainId) => [String(chainId), chainId]))(
    'chainChanged %s: refused with an ERROR event; network, name and state unchanged',
    async (_label, chainId) => {
      const adapter = mockAdapter({ accounts: [ALICE] })
      const kit = testKit({ adapters: [adapter] })
      await kit.connect({ connectorId: 'mock' })
      const before = kit.getSnapshot()
      const events = recordEvents(kit)
      adapter.mock.emitChainChanged(chainId as number)
      const after = kit.getSnapshot()
      expect(after.networks).toBe(before.networks)
      expect(after.accounts).toBe(before.accounts)
      expect(kit.getNetwork()).toMatchObject({ caipNetworkId: 'eip155:1', name: mainnet.name })
      expect(JSON.stringify(after)).not.toMatch(/NaN|Infinity|Unknown network/)
      expect(events).toEqual([
        {
          type: 'error',
          event: 'ERROR',
          properties: {
            message: 'Ignored a malformed chain id from the wallet',
            namespace: 'eip155',
          },
        },
      ])
    },
  )

  it('the refusal is logged through the kit warning when debug is on, silent otherwise', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined)
    try {
      const quiet = mockAdapter({ accounts: [ALICE] })
      const quietKit = testKit({ adapters: [quiet] })
      await quietKit.connect({ connectorId: 'mock' })
      quiet.mock.emitChainChanged(Number.NaN)
      expect(warn).not.toHaveBeenCalled()

      const loud = mockAdapter({ accounts: [ALICE] })
      const loudKit = testKit({ adapters: [loud], debug: true })
      await loudKit.connect({ connectorId: 'mock' })
      loud.mock.emitChainChanged('0xZZ')
      expect(warn).toHaveBeenCalledWith(
        '[portico] Ignored a malformed chain id from the wallet',
        '0xZZ',
      )
    } finally {
      warn.mockRestore()
    }
  })

  it('an account list with any malformed entry is refused whole; a non-list too', async () => {
    const adapter = mockAdapter({ accounts: [ALICE, BOB] })
    const kit = testKit({ adapters: [adapter] })
    await kit.connect({ connectorId: 'mock' })
    const before = kit.getAccount()
    const events = recordEvents(kit)
    adapter.mock.emitAccountsChanged([BOB, '<img src=x onerror=alert(1)>'])
    adapter.mock.emitAccountsChanged('0x' as unknown as string[])
    adapter.mock.emitAccountsChanged([{ address: BOB }] as unknown as string[])
    expect(kit.getAccount()).toBe(before)
    expect(events.map((e) => e.event)).toEqual(['ERROR', 'ERROR', 'ERROR'])
  })

  it('a pairing URI that is not a wc: URI is refused; a good one is kept', () => {
    const adapter = mockAdapter({ accounts: [ALICE] })
    const kit = testKit({ adapters: [adapter] })
    for (const uri of ['javascript:alert(1)', 'wc:a b', '', 42])
      adapter.mock.emitDisplayUri(uri as string)
    expect(kit.getSnapshot().pairing).toBeUndefined()
    adapter.mock.emitDisplayUri('wc:abc@2?relay-protocol=irn&symKey=k')
    expect(kit.getSnapshot().pairing?.uri).toBe('wc:abc@2?relay-protocol=irn&symKey=k')
  })
})
