import { describe, expect, it } from 'vitest'
import type { SiwxStorage, StoredSiwxSession } from './siwx-storage.js'

let counter = 0
const unique = (prefix: string) => `${prefix}${Date.now().toString(36)}x${(counter++).toString(36)}`

const session = (over: Partial<StoredSiwxSession> = {}): StoredSiwxSession => ({
  id: unique('id'),
  accountId: 'eip155:1:0xC02aaA39b223FE8D0A0e5C4F27eAD9083C756Cc2',
  message: 'signed text',
  signature: '0xabc',
  createdAt: 1_000,
  expiresAt: 10_000,
  ...over,
})

/**
 * The contract every SIWX storage keeps, run once per implementation. `open` gives a fresh
 * storage (or one sharing a store with another process: the concurrency case opens two).
 */
export function describeStorageContract(
  name: string,
  open: () => Promise<SiwxStorage>,
  options: { atomicSignIn?: boolean } = {},
): void {
  describe(`${name} storage contract`, () => {
    if (options.atomicSignIn)
      it('spends a nonce and records its session in one write, or does neither', async () => {
        const storage = await open()
        const consume = storage.consumeNonceAddSession?.bind(storage)
        if (!consume) throw new Error(`${name} storage has no consumeNonceAddSession`)
        const nonce = unique('n')
        await storage.putNonce(nonce, 5_000, 1_000)
        const kept = session()
        expect(await consume(nonce, 1_000, kept)).toBe(true)
        expect(await storage.getSession(kept.id, 2_000)).toEqual(kept)
        // Spent: a second session for the same nonce is not recorded.
        const again = session()
        expect(await consume(nonce, 1_000, again)).toBe(false)
        expect(await storage.getSession(again.id, 2_000)).toBeUndefined()
        // Unknown and expired nonces record nothing either.
        const never = session()
        expect(await consume(unique('never'), 1_000, never)).toBe(false)
        const late = unique('n')
        await storage.putNonce(late, 5_000, 1_000)
        const expired = session()
        expect(await consume(late, 5_000, expired)).toBe(false)
        expect(await storage.getSession(never.id, 2_000)).toBeUndefined()
        expect(await storage.getSession(expired.id, 2_000)).toBeUndefined()
      })

    it('consumes an issued nonce once', async () => {
      const storage = await open()
      const nonce = unique('n')
      await storage.putNonce(nonce, 5_000, 1_000)
      expect(await storage.consumeNonce(nonce, 1_000)).toBe(true)
      expect(await storage.consumeNonce(nonce, 1_000)).toBe(false)
    })

    it('tells an issued, unexpired, unused nonce from others without spending it', async () => {
      const storage = await open()
      const nonce = unique('n')
      expect(await storage.hasNonce(nonce, 1_000)).toBe(false)
      await storage.putNonce(nonce, 5_000, 1_000)
      expect(await storage.hasNonce(nonce, 1_000)).toBe(true)
      expect(await storage.hasNonce(nonce, 4_999)).toBe(true)
      expect(await storage.hasNonce(nonce, 5_000)).toBe(false)
      // Asking did not spend it; spending it makes it unknown.
      expect(await storage.consumeNonce(nonce, 1_000)).toBe(true)
      expect(await storage.hasNonce(nonce, 1_000)).toBe(false)
    })

    it('refuses a nonce it never issued and an expired one', async () => {
      const storage = await open()
      expect(await storage.consumeNonce(unique('never'), 1_000)).toBe(false)
      const nonce = unique('n')
      await storage.putNonce(nonce, 5_000, 1_000)
      expect(await storage.consumeNonce(nonce, 5_000)).toBe(false)
    })

    it('lets exactly one of many concurrent consumers (on two connections) have a nonce', async () => {
      const [a, b] = [await open(), await open()]
      const nonce = unique('n')
      await a.putNonce(nonce, 5_000, 1_000)
      const results = await Promise.all(
        Array.from({ length: 10 }, (_, i) => (i % 2 ? a : b).consumeNonce(nonce, 1_000)),
      )
      expect(results.filter(Boolean)).toHaveLength(1)
    })

    it('keeps a session until it expires and deletes it on demand', async () => {
      const storage = await open()
      const kept = session()
      await storage.addSession(kept)
      expect(await storage.getSession(kept.id, 2_000)).toEqual(kept)
      expect(await storage.getSession(kept.id, 10_000)).toBeUndefined()
      const other = session()
      await storage.addSession(other)
      expect(await storage.deleteSession(other.id)).toBe(true)
      expect(await storage.deleteSession(other.id)).toBe(false)
      expect(await storage.getSession(other.id, 2_000)).toBeUndefined()
    })

    it('keeps messages byte for byte (line breaks, non-ASCII)', async () => {
      const storage = await open()
      const kept = session({ message: 'a\nb\n\nünï — 测试 😄' })
      await storage.addSession(kept)
      expect((await storage.getSession(kept.id, 2_000))?.message).toBe(kept.message)
    })
  })
}
