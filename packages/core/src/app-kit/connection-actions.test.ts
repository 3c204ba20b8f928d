import { describe, expect, it } from 'vitest'
import { DisconnectFailedError } from '../errors/app-kit-errors.js'
import { UserRejectedRequestError } from '../errors/provider-errors.js'
import { bitcoin } from '../networks/bitcoin-networks.js'
import { mainnet, optimism, polygon } from '../networks/evm-networks.js'
import { solana } from '../networks/solana-networks.js'
import { createKitStore } from '../storage/kit-store.js'
import { createMemoryStorage } from '../storage/memory-storage.js'
import { fixtureDataApi } from '../testing/fixture-data-api.js'
import { mapAdapter } from '../testing/map-adapter.js'
import { mockAdapter } from '../testing/mock-adapter.js'
import { ALICE, BOB, SOL_ALICE } from '../testing/test-accounts.js'
import type { Connector } from '../types/connector.js'
import { flush, recordEvents, testKit } from './kit.test-helper.js'

const BTC_ALICE = 'bc1qar0srrr7xfkvy5l643lydnw9re59gtzzwf5mdq'

describe('connect (SPEC §4 "After connect")', () => {
  it('sets address, CAIP address, status, balance and identity name; stores connector id and recent wallet', async () => {
    const storage = createMemoryStorage()
    const api = fixtureDataApi({ identities: { [ALICE]: { name: 'alice.portico', avatar: null } } })
    const kit = testKit({
      adapters: [mockAdapter({ accounts: [ALICE, BOB], balance: '1.5' })],
      storage,
      api,
    })
    const events = recordEvents(kit)
    await kit.connect({ connectorId: 'mock' })
    const account = kit.getAccount('eip155')
    expect(account).toMatchObject({
      address: ALICE,
      caipAddress: `eip155:1:${ALICE}`,
      status: 'connected',
      balance: '1.5',
      balanceSymbol: 'ETH',
      profileName: 'alice.portico',
      allAccounts: [
        { address: ALICE, type: 'eoa' },
        { address: BOB, type: 'eoa' },
      ],
      connectedWalletInfo: { name: 'Mock Wallet' },
    })
    const store = createKitStore(storage)
    expect(store.getConnectorId('eip155')).toBe('mock')
    expect(store.getRecentWallets()).toEqual([{ id: 'mock', name: 'Mock Wallet' }])
    expect(store.getConnectedNamespaces()).toEqual(['eip155'])
    expect(events.map((e) => e.event)).toContain('CONNECT_SUCCESS')
  })

  it('the preferred account type is set to the default for the chain (eip155 smartAccount, solana eoa, bip122 payment)', async () => {
    const kit = testKit({
      networks: [mainnet, solana, bitcoin],
      adapters: [
        mockAdapter({ accounts: [ALICE] }),
        mockAdapter({ namespace: 'solana', accounts: [SOL_ALICE] }),
        mockAdapter({ namespace: 'bip122', accounts: [BTC_ALICE] }),
      ],
    })
    await kit.connect({ connectorId: 'mock', namespace: 'eip155' })
    await kit.connect({ connectorId: 'mock', namespace: 'solana' })
    await kit.connect({ connectorId: 'mock', namespace: 'bip122' })
    expect(kit.getAccount('eip155')?.preferredAccountType).toBe('smartAccount')
    expect(kit.getAccount('solana')?.preferredAccountType).toBe('eoa')
    expect(kit.getAccount('bip122')?.preferredAccountType).toBe('payment')
  })

  it('the configured default account type wins', async () => {
    const kit = testKit({
      adapters: [mockAdapter({ accounts: [ALICE] })],
      defaultAccountTypes: { eip155: 'eoa' },
    })
    await kit.connect({ connectorId: 'mock' })
    expect(kit.getAccount()?.preferredAccountType).toBe('eoa')
  })

  it('a rejected connect returns to disconnected, emits CONNECT_ERROR and rethrows', async () => {
    const kit = testKit({
      adapters: [mockAdapter({ accounts: [ALICE], features: { connectError: true } })],
    })
    const events = recordEvents(kit)
    await expect(kit.connect({ connectorId: 'mock' })).rejects.toBeInstanceOf(
      UserRejectedRequestError,
    )
    expect(kit.getConnectionStatus()).toBe('disconnected')
    expect(kit.getAccount()?.address).toBeUndefined()
    expect(events.map((e) => e.event)).toEqual(['CONNECT_ERROR'])
  })

  it('connecting to another namespace makes it active (the active address changes)', async () => {
    const kit = testKit({
      networks: [mainnet, solana],
      adapters: [
        mockAdapter({ accounts: [ALICE] }),
        mockAdapter({ namespace: 'solana', accounts: [SOL_ALICE] }),
      ],
    })
    await kit.connect({ connectorId: 'mock', namespace: 'solana' })
    expect(kit.getSnapshot().activeNamespace).toBe('solana')
    expect(kit.getAccount()?.caipAddress).toBe(`${solana.caipNetworkId}:${SOL_ALICE}`)
  })
})

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
    const adapter = mockAdapter({ accounts: [ALICE] })
    const kit = testKit({ adapters: [adapter] })
    adapter.mock.emitDisplayUri('wc:topic@2?relay-protocol=irn&symKey=k')
    const pairing = kit.getSnapshot().pairing
    expect(pairing?.uri).toBe('wc:topic@2?relay-protocol=irn&symKey=k')
    expect(pairing && pairing.expiresAt - kit.clock.now()).toBeLessThanOrEqual(240_000)
  })
})

describe('disconnect (SPEC §4)', () => {
  it('clears all account fields, the stored connector id, pairing data, the saved deep link and transactions', async () => {
    const storage = createMemoryStorage()
    const store = createKitStore(storage)
    const adapter = mockAdapter({ accounts: [ALICE], balance: '3' })
    const kit = testKit({
      adapters: [adapter],
      storage,
      api: fixtureDataApi({
        transactions: [
          {
            id: 't1',
            metadata: {
              minedAt: '2024-05-01T00:00:00Z',
              chain: 'eip155:1',
              operationType: 'send',
              status: 'confirmed',
              sentFrom: ALICE,
              sentTo: BOB,
            },
            transfers: [{ quantity: { numeric: '1' } }],
          },
        ],
      }),
    })
    await kit.connect({ connectorId: 'mock' })
    await kit.fetchTransactions()
    adapter.mock.emitDisplayUri('wc:abc@2')
    store.setDeepLinkChoice({ href: 'https://wallet.example/', name: 'Example' })
    store.setSocialUsername('alice')
    expect(kit.getSnapshot().transactions.transactions).toHaveLength(1)

    const events = recordEvents(kit)
    await kit.disconnect()
    const s = kit.getSnapshot()
    expect(s.accounts.eip155).toMatchObject({
      address: undefined,
      caipAddress: undefined,
      balance: undefined,
      status: 'disconnected',
      tokenBalance: [],
      allAccounts: [],
    })
    expect(s.connection.eip155).toBe('disconnected')
    expect(s.pairing).toBeUndefined()
    expect(s.transactions.transactions).toEqual([])
    expect(store.getConnectorId('eip155')).toBeUndefined()
    expect(store.getDeepLinkChoice()).toBeUndefined()
    expect(store.getSocialUsername()).toBeUndefined()
    expect(adapter.mock.state.disconnectCalls).toBe(1)
    expect(events.map((e) => e.event)).toEqual(['DISCONNECT_SUCCESS'])
  })

  it('disconnecting one chain also disconnects the other chains on the same connector type (WalletConnect)', async () => {
    const wc = (chain: 'eip155' | 'solana'): Connector => ({
      id: 'walletConnect',
      name: 'WalletConnect',
      type: 'WALLET_CONNECT',
      chain,
    })
    const injected: Connector = {
      id: 'btc-ext',
      name: 'Btc Ext',
      type: 'INJECTED',
      chain: 'bip122',
    }
    const evm = mockAdapter({ accounts: [ALICE], connectors: [wc('eip155')] })
    const sol = mockAdapter({
      namespace: 'solana',
      accounts: [SOL_ALICE],
      connectors: [wc('solana')],
    })
    const btc = mockAdapter({ namespace: 'bip122', accounts: [BTC_ALICE], connectors: [injected] })
    const kit = testKit({ networks: [mainnet, solana, bitcoin], adapters: [evm, sol, btc] })
    await kit.connect({ connectorId: 'walletConnect', namespace: 'eip155' })
    await kit.connect({ connectorId: 'walletConnect', namespace: 'solana' })
    await kit.connect({ connectorId: 'btc-ext', namespace: 'bip122' })

    await kit.disconnect({ namespace: 'eip155' })
    expect(kit.getConnectionStatus('eip155')).toBe('disconnected')
    expect(kit.getConnectionStatus('solana')).toBe('disconnected')
    expect(kit.getConnectionStatus('bip122')).toBe('connected')
    expect(sol.mock.state.disconnectCalls).toBe(1)
    expect(btc.mock.state.disconnectCalls).toBe(0)
  })

  it('disconnecting one chain on an injected connector leaves the others', async () => {
    const kit = testKit({
      networks: [mainnet, solana],
      adapters: [
        mockAdapter({ accounts: [ALICE] }),
        mockAdapter({ namespace: 'solana', accounts: [SOL_ALICE] }),
      ],
    })
    await kit.connect({ connectorId: 'mock', namespace: 'eip155' })
    await kit.connect({ connectorId: 'mock', namespace: 'solana' })
    await kit.disconnect({ namespace: 'eip155' })
    expect(kit.getConnectionStatus('solana')).toBe('connected')
  })

  it('"Failed to disconnect" on failure, reported as an event', async () => {
    const adapter = mockAdapter({
      accounts: [ALICE],
      features: { disconnectError: new Error('boom') },
    })
    const kit = testKit({ adapters: [adapter] })
    await kit.connect({ connectorId: 'mock' })
    const events = recordEvents(kit)
    const error = await kit.disconnect().catch((e: unknown) => e)
    expect(error).toBeInstanceOf(DisconnectFailedError)
    expect((error as Error).message).toBe('Failed to disconnect')
    expect(events).toEqual([
      { type: 'error', event: 'DISCONNECT_ERROR', properties: { message: 'Failed to disconnect' } },
    ])
  })

  it('a new instance after disconnect does not restore', async () => {
    const storage = createMemoryStorage()
    const kit = testKit({ adapters: [mockAdapter({ accounts: [ALICE] })], storage })
    await kit.connect({ connectorId: 'mock' })
    await kit.disconnect()
    const next = testKit({ adapters: [mockAdapter({ accounts: [ALICE] })], storage })
    await next.ready
    expect(next.getConnectionStatus()).toBe('disconnected')
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

describe('hostile wallet values never reach state', () => {
  it('a connect with a malformed address fails with "Invalid address"', async () => {
    const kit = testKit({ adapters: [mockAdapter({ accounts: ['<img src=x onerror=alert(1)>'] })] })
    await expect(kit.connect({ connectorId: 'mock' })).rejects.toThrow('Invalid address')
    expect(kit.getConnectionStatus()).toBe('disconnected')
    expect(kit.getAccount()?.address).toBeUndefined()
  })

  it('a connect with a malformed chain id fails with "Invalid CAIP-2 network id"', async () => {
    const hostile = mapAdapter(mockAdapter({ accounts: [ALICE] }), (adapter) => ({
      ...adapter,
      connect: async (p: Parameters<typeof adapter.connect>[0]) => ({
        ...(await adapter.connect(p)),
        chainId: '1:evil',
      }),
    }))
    const kit = testKit({ adapters: [hostile] })
    await expect(kit.connect({ connectorId: 'mock' })).rejects.toThrow('Invalid CAIP-2 network id')
    expect(kit.getConnectionStatus()).toBe('disconnected')
  })

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

  it('a restore that reports a malformed address ends disconnected', async () => {
    const storage = createMemoryStorage()
    const first = testKit({ adapters: [mockAdapter({ accounts: [ALICE] })], storage })
    await first.connect({ connectorId: 'mock' })
    first.destroy()
    const second = testKit({ adapters: [mockAdapter({ accounts: ['not-an-address'] })], storage })
    await second.ready
    expect(second.getConnectionStatus()).toBe('disconnected')
  })
})

describe("addresses are checked by the adapter's namespace format", () => {
  it("an adapter's validateAddress decides (here: a solana adapter refusing an EVM address)", async () => {
    const adapter = mockAdapter({ namespace: 'solana', accounts: [ALICE] })
    const kit = testKit({ adapters: [adapter], networks: [solana] })
    await expect(kit.connect({ connectorId: 'mock' })).rejects.toThrow('Invalid address')
    expect(kit.getAccount('solana')?.address).toBeUndefined()
  })

  it("without validateAddress, eip155 addresses get core's EIP-55 check", async () => {
    const adapter = mapAdapter(
      mockAdapter({ accounts: ['0xA0cf798816d4b9b9866b5330eea46a18382f251e'] }),
      ({ validateAddress: _omitted, ...instance }) => instance,
    )
    const kit = testKit({ adapters: [adapter] })
    await expect(kit.connect({ connectorId: 'mock' })).rejects.toThrow('Invalid address')
    const good = mapAdapter(
      mockAdapter({ accounts: [ALICE] }),
      ({ validateAddress: _none, ...instance }) => instance,
    )
    const other = testKit({ adapters: [good] })
    await other.connect({ connectorId: 'mock' })
    expect(other.getAccount()?.address).toBe(ALICE)
  })

  it('without validateAddress, another namespace keeps an address of unknown format', async () => {
    const adapter = mapAdapter(
      mockAdapter({ namespace: 'solana', accounts: [SOL_ALICE] }),
      ({ validateAddress: _omitted, ...instance }) => instance,
    )
    const kit = testKit({ adapters: [adapter], networks: [solana] })
    await kit.connect({ connectorId: 'mock' })
    expect(kit.getAccount('solana')?.address).toBe(SOL_ALICE)
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

describe('embedded wallet connection details (SPEC §3 account state)', () => {
  it('user, social provider and smart-account state from the adapter reach the account; sign-out clears the cached login', async () => {
    const storage = createMemoryStorage()
    const adapter = mockAdapter({
      accounts: [ALICE],
      connectors: [{ id: 'auth', name: 'Email', type: 'AUTH', chain: 'eip155' }],
    })
    const user = {
      email: 'alice@example.com',
      address: ALICE,
      chainId: 1,
      accounts: [{ address: ALICE, type: 'eoa' as const }],
      userName: 'alice',
      smartAccountDeployed: true,
      preferredAccountType: 'eoa' as const,
    }
    const embedded = mapAdapter(adapter, (instance) => ({
      ...instance,
      connect: async (p: Parameters<typeof instance.connect>[0]) => ({
        ...(await instance.connect(p)),
        user,
        socialProvider: 'github' as const,
        smartAccountDeployed: true,
      }),
    }))
    const kit = testKit({ adapters: [embedded], storage })
    await kit.connect({ connectorId: 'auth' })
    expect(kit.getAccount()).toMatchObject({
      user,
      socialProvider: 'github',
      smartAccountDeployed: true,
    })
    const store = createKitStore(storage)
    expect(store.getSocialProvider()).toBe('github')
    expect(store.getSocialUsername()).toBe('alice')
    await kit.disconnect()
    expect(kit.getAccount()?.user).toBeUndefined()
    expect(store.getSocialProvider()).toBeUndefined()
    expect(store.getSocialUsername()).toBeUndefined()
  })
})
