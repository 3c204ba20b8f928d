import type { KitStorage } from '../storage/kit-storage.js'
import { readStorageItem, writeStorageItem } from '../storage/storage-item.js'
import { type DeepLinkChoice, storageItems } from '../storage/storage-items.js'
import { nextTask } from './next-task.js'

/** The key-value storage shape WalletConnect clients take (`IKeyValueStorage`). */
export interface WalletConnectKeyValueStorage {
  getKeys(): Promise<string[]>
  getEntries<T = unknown>(): Promise<[string, T][]>
  getItem<T = unknown>(key: string): Promise<T | undefined>
  setItem<T = unknown>(key: string, value: T): Promise<void>
  removeItem(key: string): Promise<void>
}

/** The kit-wide keys every adapter's WalletConnect client uses: a session saved through any
 * adapter of the kit is restored by whichever adapter creates the shared client. */
const DATA_PREFIX = 'portico.wc'

/**
 * The key under which WalletConnect's sign client reads the user's wallet link before each request
 * it sends (`WALLETCONNECT_DEEPLINK_CHOICE`), to bring that wallet to the front on a phone; it
 * removes it when the session ends. Here it is the kit's own deep-link choice (SPEC §3), one value.
 */
export const WALLETCONNECT_DEEPLINK_CHOICE_KEY = 'WALLETCONNECT_DEEPLINK_CHOICE'

const isDeepLinkKey = (key: string) => key === WALLETCONNECT_DEEPLINK_CHOICE_KEY
const PREFIX_KEY = 'portico.wc.prefix'

function readJson<T>(storage: KitStorage, key: string): T | undefined {
  const raw = storage.getItem(key)
  if (raw === null) return undefined
  try {
    return JSON.parse(raw) as T
  } catch {
    // A corrupted entry reads as missing: WalletConnect then starts a fresh pairing.
    return undefined
  }
}

/**
 * WalletConnect's storage (session, pairing, keychain) inside the kit's storage. KitStorage cannot
 * list keys, so the list of keys is kept as one more item.
 *
 * Every call answers in a later task ({@link nextTask}): WalletConnect's start-up and pairing are
 * chains of promise continuations over this storage, and over a synchronous one (the kit's) the
 * whole chain ran as one task — a 51-108 ms long task after the modal opened, when the open modal
 * prepares WalletConnect (bench trace). Each storage call now ends a task.
 */
export function createWalletConnectStorage(storage: KitStorage): WalletConnectKeyValueStorage {
  const indexKey = `${DATA_PREFIX}.keys`
  const index = (): string[] => {
    const keys = readJson<unknown>(storage, indexKey)
    return Array.isArray(keys) ? keys.filter((k): k is string => typeof k === 'string') : []
  }
  const read = <T>(key: string) => readJson<T>(storage, `${DATA_PREFIX}:${key}`)
  return {
    async getKeys() {
      await nextTask()
      return index()
    },
    async getEntries<T>() {
      await nextTask()
      return index().map((key): [string, T] => [key, read<T>(key) as T])
    },
    async getItem<T>(key: string) {
      await nextTask()
      if (isDeepLinkKey(key)) return readStorageItem(storage, storageItems.deepLinkChoice) as T
      return read<T>(key)
    },
    async setItem<T>(key: string, value: T) {
      await nextTask()
      if (isDeepLinkKey(key)) {
        // Checked like the kit's own writes: only a safe wallet link is ever opened.
        const item = storageItems.deepLinkChoice
        if (item.validate(value)) writeStorageItem(storage, item, value as DeepLinkChoice)
        return
      }
      storage.setItem(`${DATA_PREFIX}:${key}`, JSON.stringify(value))
      const keys = index()
      if (!keys.includes(key)) storage.setItem(indexKey, JSON.stringify([...keys, key]))
    },
    async removeItem(key: string) {
      await nextTask()
      if (isDeepLinkKey(key))
        return writeStorageItem(storage, storageItems.deepLinkChoice, undefined)
      storage.removeItem(`${DATA_PREFIX}:${key}`)
      storage.setItem(indexKey, JSON.stringify(index().filter((k) => k !== key)))
    },
  }
}

/**
 * The WalletConnect client prefix of this kit storage. WalletConnect keeps one client core per
 * prefix in a global, so two kits with one prefix would share a core; a prefix made once per
 * storage keeps kits apart and stays the same across reloads (the session restores).
 */
export function walletConnectPrefix(storage: KitStorage): string {
  const saved = storage.getItem(PREFIX_KEY)
  if (saved && /^portico-[0-9a-f]{16}$/.test(saved)) return saved
  const bytes = crypto.getRandomValues(new Uint8Array(8))
  const prefix = `portico-${Array.from(bytes, (b) => b.toString(16).padStart(2, '0')).join('')}`
  try {
    storage.setItem(PREFIX_KEY, prefix)
  } catch {
    // Unwritable storage: the session will not survive a reload anyway.
  }
  return prefix
}
