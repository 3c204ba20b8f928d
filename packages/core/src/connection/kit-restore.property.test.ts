import fc from 'fast-check'
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest'
import { hostileJson, hostileString } from '../../../../scripts/fuzz/arbitraries.js'
import { checkAsyncProperty } from '../../../../scripts/fuzz/property-runs.js'
import { evmAndSolanaKit } from '../app-kit/kit.test-helper.js'
import { mainnet } from '../networks/evm-networks.js'
import { solana } from '../networks/solana-networks.js'
import type { KitStorage } from '../storage/kit-storage.js'
import { createMemoryStorage } from '../storage/memory-storage.js'
import { storageItems } from '../storage/storage-items.js'

/** Memory storage that remembers every key read and the last value written under each key. */
function recordingStorage(initial?: Record<string, string>) {
  const inner = createMemoryStorage(initial)
  const read = new Set<string>()
  const written = new Map<string, string>()
  const storage: KitStorage = {
    getItem: (key) => {
      read.add(key)
      return inner.getItem(key)
    },
    setItem: (key, value) => {
      written.set(key, value)
      inner.setItem(key, value)
    },
    removeItem: (key) => inner.removeItem(key),
  }
  return { storage, read, written }
}

// Every key the kit reads on a start and on a connection of both families, with the values a
// real session writes there: the property below puts a corrupted value under any of them.
const keys = new Set<string>()
const sessionValues = new Map<string, string>()
beforeAll(async () => {
  vi.spyOn(console, 'warn').mockImplementation(() => {})
  const { storage, read, written } = recordingStorage()
  const kit = evmAndSolanaKit({ storage })
  await kit.ready
  await kit.connect({ connectorId: 'mock' })
  await kit.switchNetwork(solana)
  await kit.connect({ connectorId: 'mock', namespace: 'solana' })
  kit.open()
  for (const [key, value] of written) sessionValues.set(key, value)
  await kit.destroy()
  // A second start over what the session wrote reads what a restore reads.
  const again = recordingStorage(Object.fromEntries(sessionValues))
  const restored = evmAndSolanaKit({ storage: again.storage })
  await restored.ready
  await restored.destroy()
  // Items read on other paths (deep links, social logins, balances) are corrupted too.
  const declared = Object.values(storageItems).map((item) => item.key)
  for (const key of [...read, ...again.read, ...written.keys(), ...declared]) keys.add(key)
})
afterAll(() => {
  vi.restoreAllMocks()
})

/** A corrupted value: any string, JSON of anything, or the kit's envelope around anything. */
const corrupted = fc.oneof(
  hostileString(),
  hostileJson().map((value) => JSON.stringify(value) ?? 'undefined'),
  fc
    .record({ v: fc.oneof(fc.constant(1), hostileJson()), value: hostileJson() })
    .map((envelope) => JSON.stringify(envelope)),
)

describe('restoring a kit from storage (properties)', () => {
  it('found the keys a start and a session use', () => {
    expect(keys.size).toBeGreaterThan(5)
    expect([...keys].some((key) => key.startsWith('@portico/'))).toBe(true)
  })

  it('whatever is stored under the keys the kit reads, it starts, opens and answers without throwing', async () => {
    const stored = fc
      .array(
        fc.tuple(
          fc.constantFrom(...keys),
          fc.oneof(corrupted, fc.constantFrom(...sessionValues.values())),
        ),
        {
          minLength: 1,
          maxLength: 12,
        },
      )
      .map((entries) => Object.fromEntries(entries))
    await checkAsyncProperty(
      'kit restore from corrupted storage',
      fc.asyncProperty(stored, async (values) => {
        const kit = evmAndSolanaKit({ storage: createMemoryStorage(values) })
        await kit.ready
        expect(['connected', 'disconnected', 'connecting', 'reconnecting']).toContain(
          kit.getConnectionStatus(),
        )
        expect([mainnet.caipNetworkId, solana.caipNetworkId]).toContain(
          kit.getNetwork()?.caipNetworkId,
        )
        kit.open()
        expect(kit.getSnapshot().modal.open).toBe(true)
        await kit.destroy()
      }),
    )
  })
})
