import { describe, expect, it, vi } from 'vitest'
import { evmAndSolanaKit, recordEvents, testKit } from '../app-kit/kit.test-helper.js'
import { DisconnectFailedError } from '../errors/app-kit-errors.js'
import { bitcoin } from '../networks/bitcoin-networks.js'
import { mainnet } from '../networks/evm-networks.js'
import { solana } from '../networks/solana-networks.js'
import { createKitStore } from '../storage/kit-store.js'
import { createMemoryStorage } from '../storage/memory-storage.js'
import { fixtureDataApi } from '../testing/fixture-data-api.js'
import { mockAdapter } from '../testing/mock-adapter.js'
import { ALICE, BOB, SOL_ALICE } from '../testing/test-accounts.js'
import type { Connector } from '../types/connector.js'

const BTC_ALICE = 'bc1qar0srrr7xfkvy5l643lydnw9re59gtzzwf5mdq'
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
    const kit = evmAndSolanaKit()
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

  it('"Failed to disconnect" is logged with the wallet\'s error (on the console with `debug`)', async () => {
    const cause = new Error('boom')
    const adapter = mockAdapter({ accounts: [ALICE], features: { disconnectError: cause } })
    const kit = testKit({ adapters: [adapter], debug: true })
    await kit.connect({ connectorId: 'mock' })
    const logged = vi.spyOn(console, 'warn').mockImplementation(() => {})
    try {
      await expect(kit.disconnect()).rejects.toThrow(DisconnectFailedError)
      expect(logged).toHaveBeenCalledWith('[portico] Failed to disconnect', cause)
    } finally {
      logged.mockRestore()
    }
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
