/** The `getItem` / `setItem` / `removeItem` subset of Web Storage a client config keeps tokens in. */
export interface SiwxClientStorage {
  getItem(key: string): string | null
  setItem(key: string, value: string): void
  removeItem(key: string): void
}

/** `localStorage` when the page has one, else memory (SSR, tests). */
export function defaultClientStorage(): SiwxClientStorage {
  const local = (globalThis as { localStorage?: SiwxClientStorage }).localStorage
  if (local) return local
  const items = new Map<string, string>()
  return {
    getItem: (key) => items.get(key) ?? null,
    setItem: (key, value) => void items.set(key, value),
    removeItem: (key) => void items.delete(key),
  }
}

/**
 * Entries kept per account (`chainId:address`, eip155 addresses folded to lower case) in one
 * JSON item. A corrupt item reads as empty: it is ours, and a stale token only costs a re-sign.
 */
export function createSessionStore<Entry>(storage: SiwxClientStorage, key: string) {
  const read = (): Record<string, Entry> => {
    try {
      const parsed: unknown = JSON.parse(storage.getItem(key) ?? '{}')
      return typeof parsed === 'object' && parsed !== null ? (parsed as Record<string, Entry>) : {}
    } catch {
      return {}
    }
  }
  const write = (entries: Record<string, Entry>) => storage.setItem(key, JSON.stringify(entries))
  const id = (chainId: string, address: string) =>
    `${chainId}:${chainId.startsWith('eip155:') ? address.toLowerCase() : address}`
  return {
    get: (chainId: string, address: string): Entry | undefined => read()[id(chainId, address)],
    set(chainId: string, address: string, entry: Entry) {
      write({ ...read(), [id(chainId, address)]: entry })
    },
    delete(chainId: string, address: string) {
      const entries = read()
      delete entries[id(chainId, address)]
      write(entries)
    },
    all: (): Entry[] => Object.values(read()),
    clear: () => storage.removeItem(key),
  }
}
