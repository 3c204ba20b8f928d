import type { KitStorage } from '@portico/core'

/** The key-value storage shape WalletConnect clients take (`IKeyValueStorage`). */
export interface WalletConnectKeyValueStorage {
  getKeys(): Promise<string[]>
  getEntries<T = unknown>(): Promise<[string, T][]>
  getItem<T = unknown>(key: string): Promise<T | undefined>
  setItem<T = unknown>(key: string, value: T): Promise<void>
  removeItem(key: string): Promise<void>
}

// The kit-wide keys every Portico adapter uses for WalletConnect, so one session saved by any
// adapter of the kit is restored by whichever creates the shared client.
const DATA_PREFIX = 'portico.wc'
const PREFIX_KEY = 'portico.wc.prefix'

function readJson<T>(storage: KitStorage, key: string): T | undefined {
  const raw = storage.getItem(key)
  if (raw === null) return undefined
  try {
    return JSON.parse(raw) as T
  } catch {
    return undefined
  }
}

/** WalletConnect's storage inside the kit's storage (KitStorage cannot list keys: an index item). */
export function createWalletConnectStorage(storage: KitStorage): WalletConnectKeyValueStorage {
  const indexKey = `${DATA_PREFIX}.keys`
  const index = (): string[] => {
    const keys = readJson<unknown>(storage, indexKey)
    return Array.isArray(keys) ? keys.filter((k): k is string => typeof k === 'string') : []
  }
  return {
    getKeys: async () => index(),
    getEntries: async <T>() =>
      index().map((key): [string, T] => [key, readJson<T>(storage, `${DATA_PREFIX}:${key}`) as T]),
    getItem: async <T>(key: string) => readJson<T>(storage, `${DATA_PREFIX}:${key}`),
    async setItem<T>(key: string, value: T) {
      storage.setItem(`${DATA_PREFIX}:${key}`, JSON.stringify(value))
      const keys = index()
      if (!keys.includes(key)) storage.setItem(indexKey, JSON.stringify([...keys, key]))
    },
    async removeItem(key: string) {
      storage.removeItem(`${DATA_PREFIX}:${key}`)
      storage.setItem(indexKey, JSON.stringify(index().filter((k) => k !== key)))
    },
  }
}

/** The WalletConnect client prefix of this kit storage: made once, so a reload restores the session. */
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
