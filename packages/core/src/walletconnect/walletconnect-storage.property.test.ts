import fc from 'fast-check'
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest'
import { hostileJson, hostileString } from '../../../../scripts/fuzz/arbitraries.js'
import { checkAsyncProperty } from '../../../../scripts/fuzz/property-runs.js'
import { createMemoryStorage } from '../storage/memory-storage.js'
import { storageItems } from '../storage/storage-items.js'
import {
  createWalletConnectStorage,
  WALLETCONNECT_DEEPLINK_CHOICE_KEY,
  walletConnectPrefix,
} from './walletconnect-storage.js'

beforeAll(() => {
  vi.spyOn(console, 'warn').mockImplementation(() => {})
})
afterAll(() => {
  vi.restoreAllMocks()
})

const entryKey = fc.constantFrom('wc@2:client:session', 'wc@2:core:keychain', '__proto__', 'x')
/** Any text: broken JSON, JSON of anything, or a key list holding non-strings. */
const storedText = fc.oneof(
  hostileString(),
  hostileJson().map((value) => JSON.stringify(value) ?? 'undefined'),
  fc.array(fc.oneof(entryKey, hostileJson()), { maxLength: 5 }).map((keys) => JSON.stringify(keys)),
)
const stored = fc
  .array(
    fc.tuple(
      fc.oneof(
        fc.constantFrom('portico.wc.keys', 'portico.wc.prefix', storageItems.deepLinkChoice.key),
        entryKey.map((key) => `portico.wc:${key}`),
      ),
      storedText,
    ),
    { maxLength: 8 },
  )
  .map((entries) => Object.fromEntries(entries))

describe('WalletConnect storage over a corrupted kit storage (properties)', () => {
  it('reads keys, entries, items and the prefix without throwing: keys are strings, the prefix is well formed', async () => {
    await checkAsyncProperty(
      'walletconnect storage corrupted',
      fc.asyncProperty(stored, entryKey, async (values, key) => {
        const kitStorage = createMemoryStorage(values)
        expect(walletConnectPrefix(kitStorage)).toMatch(/^portico-[0-9a-f]{16}$/)
        const storage = createWalletConnectStorage(kitStorage)
        const keys = await storage.getKeys()
        for (const k of keys) expect(typeof k).toBe('string')
        const entries = await storage.getEntries()
        expect(entries.map(([k]) => k)).toEqual(keys)
        await storage.getItem(key)
        const choice = await storage.getItem(WALLETCONNECT_DEEPLINK_CHOICE_KEY)
        if (choice !== undefined) expect(storageItems.deepLinkChoice.validate(choice)).toBe(true)
        // Writing over the corrupted state works and reads back.
        await storage.setItem(key, { topic: 't' })
        expect(await storage.getItem(key)).toEqual({ topic: 't' })
        expect(await storage.getKeys()).toContain(key)
      }),
    )
  })
})
