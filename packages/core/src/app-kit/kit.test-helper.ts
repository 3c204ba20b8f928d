import { afterEach, vi } from 'vitest'
import type { AdapterDefinition, ChainAdapter } from '../adapter/chain-adapter.js'
import { mainnet, optimism } from '../networks/evm-networks.js'
import { createMemoryStorage } from '../storage/memory-storage.js'
import type { MockAdapter, MockAdapterDefinition } from '../testing/mock-adapter.js'
import type { AppKit, AppKitEvent, AppKitOptions } from './app-kit-types.js'
import { createAppKit } from './create-app-kit.js'

const created: AppKit[] = []

/** A kit over memory storage on mainnet + optimism; destroyed after each test. */
export function testKit(overrides: Partial<AppKitOptions> = {}): AppKit {
  const kit = createAppKit({
    adapters: [],
    networks: [mainnet, optimism],
    projectId: 'test-project',
    storage: createMemoryStorage(),
    ...overrides,
  })
  created.push(kit)
  return kit
}

/** Collects the kit's events by name. */
export function recordEvents(kit: AppKit): AppKitEvent['data'][] {
  const events: AppKitEvent['data'][] = []
  kit.watchEvents((event) => events.push(event.data))
  return events
}

/** Lets pending promise callbacks run (several microtask turns). */
export async function flush(): Promise<void> {
  for (let i = 0; i < 10; i++) await Promise.resolve()
}

afterEach(() => {
  for (const kit of created.splice(0)) void kit.destroy()
  vi.useRealTimers()
})
