import type { KitStorage } from '@portico/core'

/** The key-value storage shape WalletConnect clients take (`IKeyValueStorage`). */
export interface WalletConnectKeyValueStorage {
  getKeys(): Promise<string[]>
  getEntries<T = unknown>(): Promise<[string, T][]>
  getItem<T = unknown>(key: string): Promise<T | undefined>
  setItem<T = unknown>(key: string, value: T): Promise<void>
  removeItem(key: string): Promise<void>
}

/** Where the kit keeps WalletConnect's data; the EVM adapter uses the same keys, so one session
 * saved by either adapter is restored by whichever creates the client. */
const DATA_PREFIX = 'portico.wc'
const PREFIX_KEY = 'portico.wc.prefix'

/**
 * WalletConnect's storage (session, pairing, keychain) inside the kit's storage. KitStorage cannot
 * list keys, so the list is kept as one more item.
 */
export function createWalletConnectStorage(storage: KitStorage): WalletConnectKeyValueStorage {
  const indexKey = `${DATA_PREFIX}.keys`
  const readIndex = (): string[] => {
    try {
      const parsed: unknown = JSON.parse(storage.getItem(indexKey) ?? '[]')
      return Array.isArray(parsed) ? parsed.filter((k): k is string => typeof k === 'string') : []
    } catch {
      return []
    }
  }
  const read = <T>(key: string): T | undefined => {
    const raw = storage.getItem(`${DATA_PREFIX}:${key}`)
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
    async setItem<T>(key: string, value: T) {
      storage.setItem(`${DATA_PREFIX}:${key}`, JSON.stringify(value))
      const keys = readIndex()
      if (!keys.includes(key)) storage.setItem(indexKey, JSON.stringify([...keys, key]))
    },
    async removeItem(key: string) {
      storage.removeItem(`${DATA_PREFIX}:${key}`)
      storage.setItem(indexKey, JSON.stringify(readIndex().filter((k) => k !== key)))
    },
  }
}

/**
 * The WalletConnect client prefix of this kit storage (WalletConnect keeps one client core per
 * prefix in a global): made once per storage, so two kits never share a core and a reload
 * restores the session.
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
