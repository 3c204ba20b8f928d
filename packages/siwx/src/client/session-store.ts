import type { SiwxSession } from '@portico/core'

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

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value)

/**
 * A stored sign-in session with the fields the configs read (its data's network, account and
 * expiry, the message and signature as strings); anything else in storage is not one.
 */
export function isStoredSession(value: unknown): value is SiwxSession {
  if (!isRecord(value) || !isRecord(value.data)) return false
  const { data } = value
  return (
    typeof value.message === 'string' &&
    typeof value.signature === 'string' &&
    typeof data.chainId === 'string' &&
    typeof data.accountAddress === 'string' &&
    (data.expirationTime === undefined || typeof data.expirationTime === 'string')
  )
}

/**
 * Entries kept per account (`chainId:address`, eip155 addresses folded to lower case) in one
 * JSON item. A corrupt item reads as empty and an entry `isEntry` refuses as absent: it is ours,
 * and a stale token only costs a re-sign.
 */
export function createSessionStore<Entry>(
  storage: SiwxClientStorage,
  key: string,
  isEntry: (value: unknown) => value is Entry,
) {
  const read = (): Record<string, Entry> => {
    try {
      const parsed: unknown = JSON.parse(storage.getItem(key) ?? '{}')
      if (!isRecord(parsed)) return {}
      // No prototype: a stored "__proto__" key stays an entry, never the object's prototype.
      const entries = Object.create(null) as Record<string, Entry>
      for (const [id, entry] of Object.entries(parsed)) if (isEntry(entry)) entries[id] = entry
      return entries
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
