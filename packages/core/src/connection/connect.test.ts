import { describe, expect, it } from 'vitest'
import { evmAndSolanaKit, recordEvents, testKit } from '../app-kit/kit.test-helper.js'
import { UserRejectedRequestError } from '../errors/provider-errors.js'
import { bitcoin } from '../networks/bitcoin-networks.js'
import { mainnet } from '../networks/evm-networks.js'
import { solana } from '../networks/solana-networks.js'
import { createKitStore } from '../storage/kit-store.js'
import { createMemoryStorage } from '../storage/memory-storage.js'
import { fixtureDataApi } from '../testing/fixture-data-api.js'
import { mapAdapter } from '../testing/map-adapter.js'
import { mockAdapter } from '../testing/mock-adapter.js'
import { ALICE, BOB, SOL_ALICE } from '../testing/test-accounts.js'

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
    const kit = evmAndSolanaKit()
    await kit.connect({ connectorId: 'mock', namespace: 'solana' })
    expect(kit.getSnapshot().activeNamespace).toBe('solana')
    expect(kit.getAccount()?.caipAddress).toBe(`${solana.caipNetworkId}:${SOL_ALICE}`)
  })
})

describe('hostile connections never reach state', () => {
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
})

describe("addresses are checked by the adapter's namespace format", () => {
  it("an adapter's validateAddress decides (here: a solana adapter refusing an EVM address)", async () => {
    const adapter = mockAdapter({ namespace: 'solana', accounts: [ALICE] })
    const kit = testKit({ adapters: [adapter], networks: [solana] })
    await expect(kit.connect({ connectorId: 'mock' })).rejects.toThrow('Invalid address')
    expect(kit.getAccount('solana')?.address).toBeUndefined()
  })

  it('core has no address rule of its own: an eip155 address the codec accepts is taken, whatever EIP-55 says', async () => {
    const mixedCase = '0xA0cf798816d4b9b9866b5330eea46a18382f251e'
    const adapter = mapAdapter(mockAdapter({ accounts: [mixedCase] }), (instance) => ({
      ...instance,
      validateAddress: (address: string) => address === mixedCase,
    }))
    const kit = testKit({ adapters: [adapter] })
    await kit.connect({ connectorId: 'mock' })
    expect(kit.getAccount()?.address).toBe(mixedCase)
  })

  it('an address whose format the codec does not know (undefined) is kept', async () => {
    const adapter = mapAdapter(
      mockAdapter({ namespace: 'solana', accounts: [SOL_ALICE] }),
      (instance) => ({ ...instance, validateAddress: () => undefined }),
    )
    const kit = testKit({ adapters: [adapter], networks: [solana] })
    await kit.connect({ connectorId: 'mock' })
    expect(kit.getAccount('solana')?.address).toBe(SOL_ALICE)
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
