import { describe, expect, it } from 'vitest'
import { type ChainAdapter, defineAdapter } from '../adapter/chain-adapter.js'
import { testKit } from '../app-kit/kit.test-helper.js'
import { mainnet, optimism } from '../networks/evm-networks.js'
import { solana } from '../networks/solana-networks.js'
import { mockAdapter } from '../testing/mock-adapter.js'
import { ALICE } from '../testing/test-accounts.js'

describe('adapter definitions are created per kit', () => {
  it('one definition in two kits gives two independent instances', async () => {
    const definition = mockAdapter({ accounts: [ALICE] })
    const first = testKit({ adapters: [definition] })
    const second = testKit({ adapters: [definition] })
    await Promise.all([first.ready, second.ready])
    expect(definition.instances).toHaveLength(2)
    expect(first.getAdapter()).toBe(definition.instances[0])
    expect(second.getAdapter()).toBe(definition.instances[1])
    await first.connect({ connectorId: 'mock' })
    expect(first.getConnectionStatus()).toBe('connected')
    expect(second.getConnectionStatus()).toBe('disconnected')
    expect(definition.instances[1]?.mock.state.connected).toBe(false)
  })

  it('each instance receives its own kit context (storage, clock, its namespace networks)', () => {
    const contexts: { networks: readonly string[] }[] = []
    const definition = mockAdapter({ accounts: [ALICE] })
    const spying = defineAdapter('eip155', (context) => {
      contexts.push({ networks: context.networks.map((n) => n.caipNetworkId) })
      return definition.create(context)
    })
    testKit({ adapters: [spying], networks: [mainnet, optimism, solana] })
    testKit({ adapters: [spying], networks: [optimism] })
    expect(contexts).toEqual([{ networks: ['eip155:1', 'eip155:10'] }, { networks: ['eip155:10'] }])
  })

  it('kit.destroy() destroys the instance: no listener of the kit remains on it', async () => {
    const definition = mockAdapter({ accounts: [ALICE] })
    const kit = testKit({ adapters: [definition] })
    await kit.ready
    const instance = definition.instances[0]
    expect(instance?.mock.state.listenerCount).toBeGreaterThan(0)
    await kit.destroy()
    expect(instance?.mock.state.destroyed).toBe(true)
    expect(instance?.mock.state.listenerCount).toBe(0)
  })

  it('a definition whose create throws is skipped; the kit still works and destroy still resolves', async () => {
    const broken = defineAdapter<ChainAdapter>('solana', () => {
      throw new Error('no wallet standard here')
    })
    const evm = mockAdapter({ accounts: [ALICE] })
    const kit = testKit({ adapters: [broken, evm], networks: [mainnet, solana] })
    expect(kit.getAdapter('solana')).toBeUndefined()
    await kit.connect({ connectorId: 'mock' })
    expect(kit.getConnectionStatus('eip155')).toBe('connected')
    await expect(kit.destroy()).resolves.toBeUndefined()
  })

  it('an instance whose destroy throws does not keep the others alive', async () => {
    const evm = mockAdapter({ accounts: [ALICE] })
    const failing = mockAdapter({ namespace: 'solana', accounts: [] })
    const throwing = defineAdapter('solana', (context) => ({
      ...failing.create(context),
      destroy() {
        throw new Error('socket already closed')
      },
    }))
    const kit = testKit({ adapters: [evm, throwing], networks: [mainnet, solana] })
    await kit.ready
    await kit.destroy()
    expect(evm.instances[0]?.mock.state.destroyed).toBe(true)
  })

  it('an adapter whose namespace has no requested network is not created', () => {
    const definition = mockAdapter({ namespace: 'solana', accounts: [] })
    testKit({ adapters: [definition], networks: [mainnet] })
    expect(definition.instances).toHaveLength(0)
  })
})
