import type { KitStorage } from '@portico/core'

/** The key-value storage shape WalletConnect clients take (`IKeyValueStorage`). */
export interface WalletConnectKeyValueStorage {
  getKeys(): Promise<string[]>
  getEntries<T = unknown>(): Promise<[string, T][]>
  getItem<T = unknown>(key: string): Promise<T | undefined>
  setItem<T = unknown>(key: string, value: T): Promise<void>
  removeItem(key: string): Promise<void>
}

/**
 * WalletConnect's storage (session, pairing, keychain) inside the kit's storage, under `prefix`.
 * KitStorage cannot list keys, so the list of keys is kept as one more item.
 */
export function createWalletConnectStorage(
  storage: KitStorage,
  prefix = 'portico.wc',
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
  const writeIndex = (keys: string[]) => storage.setItem(indexKey, JSON.stringify(keys))
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
    async getKeys() {
      return readIndex()
    },
    async getEntries<T>() {
      return readIndex().map((key): [string, T] => [key, read<T>(key) as T])
    },
    async getItem<T>(key: string) {
      return read<T>(key)
    },
    async setItem<T>(key: string, value: T) {
      storage.setItem(`${prefix}:${key}`, JSON.stringify(value))
      const keys = readIndex()
      if (!keys.includes(key)) writeIndex([...keys, key])
    },
    async removeItem(key: string) {
      storage.removeItem(`${prefix}:${key}`)
      writeIndex(readIndex().filter((k) => k !== key))
    },
  }
}
