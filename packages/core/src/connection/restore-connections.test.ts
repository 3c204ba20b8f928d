import { describe, expect, it } from 'vitest'
import { testKit } from '../app-kit/kit.test-helper.js'
import { mainnet } from '../networks/evm-networks.js'
import { solana } from '../networks/solana-networks.js'
import { createKitStore } from '../storage/kit-store.js'
import { createMemoryStorage } from '../storage/memory-storage.js'
import { mockAdapter } from '../testing/mock-adapter.js'
import { ALICE } from '../testing/test-accounts.js'

describe('restore (SPEC §4)', () => {
  it('a restore that reports a malformed address ends disconnected', async () => {
    const storage = createMemoryStorage()
    const first = testKit({ adapters: [mockAdapter({ accounts: [ALICE] })], storage })
    await first.connect({ connectorId: 'mock' })
    first.destroy()
    const second = testKit({ adapters: [mockAdapter({ accounts: ['not-an-address'] })], storage })
    await second.ready
    expect(second.getConnectionStatus()).toBe('disconnected')
  })

  it('reads the saved status at start: a session not saved as connected is not restored', async () => {
    const storage = createMemoryStorage()
    const first = testKit({ adapters: [mockAdapter({ accounts: [ALICE] })], storage })
    await first.connect({ connectorId: 'mock' })
    first.destroy()
    const store = createKitStore(storage)
    expect(store.getConnectionStatus()).toBe('connected')
    expect(store.getConnectedNamespaces()).toEqual(['eip155'])

    const restored = testKit({ adapters: [mockAdapter({ accounts: [ALICE] })], storage })
    expect(restored.getConnectionStatus()).toBe('connecting')
    await restored.ready
    expect(restored.getConnectionStatus()).toBe('connected')
    restored.destroy()

    store.setConnectionStatus('disconnected')
    const adapter = mockAdapter({ accounts: [ALICE] })
    const notRestored = testKit({ adapters: [adapter], storage })
    expect(notRestored.getConnectionStatus()).toBe('disconnected')
    await notRestored.ready
    expect(notRestored.getConnectionStatus()).toBe('disconnected')
    expect(adapter.mock.state.reconnectCalls).toBe(0)
  })

  it('reads the saved active namespace at start: back on that family when its network is gone', async () => {
    const storage = createMemoryStorage()
    const store = createKitStore(storage)
    // The wallet had moved Solana to a cluster the app does not request.
    store.setActiveNamespace('solana')
    store.setActiveNetworkId('solana:4uhcVJyU9pJkvQyS88uRDiswHXSCkY3z')
    const kit = testKit({ networks: [mainnet, solana], storage })
    expect(kit.getNetwork()?.caipNetworkId).toBe(solana.caipNetworkId)
    expect(kit.getSnapshot().activeNamespace).toBe('solana')
  })
})
