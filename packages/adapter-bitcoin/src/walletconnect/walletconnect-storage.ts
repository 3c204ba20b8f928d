import type { KitStorage } from '@portico/core'

/** The key-value storage WalletConnect clients take (`IKeyValueStorage`). */
export interface WalletConnectKeyValueStorage {
  getKeys(): Promise<string[]>
  getEntries<T = unknown>(): Promise<[string, T][]>
  getItem<T = unknown>(key: string): Promise<T | undefined>
  setItem<T = unknown>(key: string, value: T): Promise<void>
  removeItem(key: string): Promise<void>
}

// The same keys as the eip155 and solana adapters: whichever adapter creates the kit's one
// WalletConnect client, it finds the same stored session.
const PREFIX_KEY = 'portico.wc.prefix'
const DATA_PREFIX = 'portico.wc'

/**
 * WalletConnect keeps one client core per storage prefix in a global: a prefix made once per kit
 * storage keeps two kits apart and stays the same across reloads, so the session restores.
 */
export function walletConnectPrefix(storage: KitStorage): string {
  const saved = storage.getItem(PREFIX_KEY)
  if (saved && /^portico-[0-9a-f]{16}$/.test(saved)) return saved
  const bytes = crypto.getRandomValues(new Uint8Array(8))
  const prefix = `portico-${Array.from(bytes, (b) => b.toString(16).padStart(2, '0')).join('')}`
  storage.setItem(PREFIX_KEY, prefix)
  return prefix
}

/** WalletConnect's storage inside the kit's storage; the key list is kept as one more item. */
export function createWalletConnectStorage(
  storage: KitStorage,
  prefix = DATA_PREFIX,
): WalletConnectKeyValueStorage {
  const indexKey = `${prefix}.keys`
  const readIndex = (): string[] => {
    try {
      const parsed: unknown = JSON.parse(storage.getItem(indexKey) ?? '[]')
      return Array.isArray(parsed) ? parsed.filter((k): k is string => typeof k === 'string') : []
    } catch {
      return []
    }
  }
  const read = <T>(key: string): T | undefined => {
    const raw = storage.getItem(`${prefix}:${key}`)
    if (raw === null) return undefined
    try {
      return JSON.parse(raw) as T
    } catch {
      return undefined
    }
  }
  return {
    getKeys: async () => readIndex(),
    getEntries: async <T>() => readIndex().map((key): [string, T] => [key, read<T>(key) as T]),
    getItem: async <T>(key: string) => read<T>(key),
    async setItem(key, value) {
      storage.setItem(`${prefix}:${key}`, JSON.stringify(value))
      const keys = readIndex()
      if (!keys.includes(key)) storage.setItem(indexKey, JSON.stringify([...keys, key]))
    },
    async removeItem(key) {
      storage.removeItem(`${prefix}:${key}`)
      storage.setItem(indexKey, JSON.stringify(readIndex().filter((k) => k !== key)))
    },
  }
}
