import { describe, expect, it } from 'vitest'
import { manualClock } from '../server/sign-in.test-helper.js'
import { createMemoryStorage } from './memory-storage.js'
import { describeStorageContract } from './storage-contract.test-helper.js'

// One shared store for both "connections": the memory storage lives in one process.
const shared = createMemoryStorage()
describeStorageContract('memory', async () => shared, { atomicSignIn: true })

describe('memory storage bounds', () => {
  it('keeps at most maxNonces live nonces, dropping the oldest first', async () => {
    const clock = manualClock(1_000)
    const storage = createMemoryStorage({ maxNonces: 3 })
    for (const nonce of ['n1', 'n2', 'n3', 'n4', 'n5']) {
      await storage.putNonce(nonce, clock.now() + 60_000, clock.now())
      clock.advance(1)
    }
    const live = await Promise.all(
      ['n1', 'n2', 'n3', 'n4', 'n5'].map((nonce) => storage.hasNonce(nonce, clock.now())),
    )
    expect(live).toEqual([false, false, true, true, true])
  })

  it('sweeps expired nonces (by the injected clock) before it evicts a live one', async () => {
    const clock = manualClock(1_000)
    const storage = createMemoryStorage({ maxNonces: 2 })
    await storage.putNonce('longLived', clock.now() + 60_000, clock.now())
    await storage.putNonce('shortLived', clock.now() + 1_000, clock.now())
    clock.advance(1_000)
    // Two slots: the expired nonce frees one, so the older live nonce is kept.
    await storage.putNonce('fresh', clock.now() + 60_000, clock.now())
    expect(await storage.hasNonce('longLived', clock.now())).toBe(true)
    expect(await storage.hasNonce('fresh', clock.now())).toBe(true)
    expect(await storage.consumeNonce('longLived', clock.now())).toBe(true)
  })

  it('refuses a cap that is not a positive integer', () => {
    expect(() => createMemoryStorage({ maxNonces: 0 })).toThrow(RangeError)
    expect(() => createMemoryStorage({ maxNonces: 1.5 })).toThrow(
      'maxNonces must be a positive integer',
    )
  })
})
