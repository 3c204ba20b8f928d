import { describe, expect, it } from 'vitest'
import { defineAdapter } from '../adapter/chain-adapter.js'
import type { AppKit } from '../app-kit/app-kit-types.js'
import { testKit } from '../app-kit/kit.test-helper.js'
import type { KitStorage } from '../storage/kit-storage.js'
import { createMemoryStorage } from '../storage/memory-storage.js'
import { mockAdapter } from '../testing/mock-adapter.js'
import { ALICE } from '../testing/test-accounts.js'

/**
 * A mock adapter whose setup is large (`setupOnInterest`), counting its setups, and offering its
 * connectors only once set up (as the EVM adapter's stand-in does).
 */
function largeSetupAdapter() {
  const setups: string[] = []
  const definition = mockAdapter({ accounts: [ALICE] })
  const adapter = defineAdapter('eip155', (context) => {
    const instance = definition.create(context)
    const setup = instance.setup.bind(instance)
    const getConnectors = instance.getConnectors.bind(instance)
    return Object.assign(instance, {
      setupOnInterest: true,
      setup: async () => {
        setups.push('setup')
        await setup()
      },
      getConnectors: () => (setups.length > 0 ? getConnectors() : []),
    })
  })
  return { adapter, setups }
}

function kitWith(storage: KitStorage = createMemoryStorage()) {
  const { adapter, setups } = largeSetupAdapter()
  return { kit: testKit({ adapters: [adapter], storage }), setups }
}

const connectorIds = (kit: AppKit) => kit.getSnapshot().connectors.map((c) => c.id)

describe('an adapter whose setup waits for the visitor (setupOnInterest)', () => {
  it('with nothing to restore: not set up at start; set up at the first sign of interest, once, its connectors joining then', async () => {
    const signs: [string, (kit: AppKit) => Promise<unknown>][] = [
      ['preload', (kit) => kit.preload()],
      ['open', async (kit) => kit.open()],
      ['connect', (kit) => kit.connect({ connectorId: 'mock' })],
      ['prepareConnector', (kit) => kit.prepareConnector({ connectorId: 'mock' })],
    ]
    for (const [name, sign] of signs) {
      const { kit, setups } = kitWith()
      await kit.ready
      expect({ name, setups, connectors: connectorIds(kit) }).toEqual({
        name,
        setups: [],
        connectors: [],
      })
      await sign(kit)
      await kit.preload()
      expect({ name, setups, connectors: connectorIds(kit) }).toEqual({
        name,
        setups: ['setup'],
        connectors: ['mock'],
      })
    }
  })

  it('a connect before any other sign sets it up first, then connects', async () => {
    const { kit, setups } = kitWith()
    await kit.ready
    await kit.connect({ connectorId: 'mock' })
    expect(setups).toEqual(['setup'])
    expect(kit.getConnectionStatus('eip155')).toBe('connected')
  })

  it('with a saved connection to restore: set up at start and restored, as any adapter', async () => {
    const storage = createMemoryStorage()
    const first = kitWith(storage)
    await first.kit.connect({ connectorId: 'mock' })
    const second = kitWith(storage)
    await second.kit.ready
    expect(second.setups).toEqual(['setup'])
    expect(second.kit.getConnectionStatus('eip155')).toBe('connected')
    expect(connectorIds(second.kit)).toEqual(['mock'])
  })
})
