import { describe, expect, it } from 'vitest'
import { type ChainAdapter, defineAdapter } from '../adapter/chain-adapter.js'
import { testKit } from '../app-kit/kit.test-helper.js'
import { mainnet } from '../networks/evm-networks.js'
import { createKitStore } from '../storage/kit-store.js'
import { createMemoryStorage } from '../storage/memory-storage.js'
import { mapAdapter } from '../testing/map-adapter.js'
import { mockAdapter } from '../testing/mock-adapter.js'
import { ALICE } from '../testing/test-accounts.js'
import { readConnectors } from './all-connectors.js'

describe('readConnectors', () => {
  it('an adapter whose getConnectors throws offers none (reported); the others still count', () => {
    const warnings: string[] = []
    const ok = {
      namespace: 'eip155',
      getConnectors: () => [{ id: 'a', name: 'A', type: 'INJECTED', chain: 'eip155' }],
    } as unknown as ChainAdapter
    const broken = {
      namespace: 'solana',
      getConnectors: () => {
        throw new Error('boom')
      },
    } as unknown as ChainAdapter
    expect(
      readConnectors([broken, ok], undefined, (m) => warnings.push(m)).map((c) => c.id),
    ).toEqual(['a'])
    expect(warnings).toEqual(['Reading the solana connectors failed'])
  })

  it('cleans names and images where they enter, also in the first state', () => {
    const hostile = mockAdapter({
      accounts: [ALICE],
      connectors: [
        {
          id: 'mock',
          name: 'Mock\u202eWallet\u200b',
          type: 'INJECTED',
          chain: 'eip155',
          imageUrl: 'java\tscript:alert(1)',
        },
      ],
    })
    const kit = testKit({ adapters: [hostile] })
    const [connector] = kit.getSnapshot().connectors
    expect(connector?.name).toBe('MockWallet')
    expect(connector?.imageUrl).toBeUndefined()
  })
})

describe('start-up with a broken connector list', () => {
  it('a throwing getConnectors does not stop the saved connection from being restored', async () => {
    const storage = createMemoryStorage()
    const first = testKit({ adapters: [mockAdapter({ accounts: [ALICE] })], storage })
    await first.connect({ connectorId: 'mock' })
    expect(createKitStore(storage).getConnectedNamespaces()).toEqual(['eip155'])

    let calls = 0
    const flaky = mapAdapter(mockAdapter({ accounts: [ALICE] }), (instance) => ({
      ...instance,
      getConnectors() {
        calls += 1
        // Fine at creation, broken after setup (when start-up reads the list again).
        if (calls > 1) throw new Error('extension crashed')
        return instance.getConnectors()
      },
    }))
    const second = testKit({ adapters: [flaky], storage, networks: [mainnet] })
    expect(second.getConnectionStatus()).toBe('connecting')
    await second.ready
    expect(second.getConnectionStatus()).toBe('connected')
    expect(second.getAccount()?.address).toBe(ALICE)
  })

  it('defineAdapter stays usable for a plain broken adapter', () => {
    const broken = defineAdapter<ChainAdapter>('eip155', (context) => ({
      ...mockAdapter({ accounts: [ALICE] }).create(context),
      getConnectors: () => {
        throw new Error('boom')
      },
    }))
    const kit = testKit({ adapters: [broken] })
    expect(kit.getSnapshot().connectors).toEqual([])
  })
})
