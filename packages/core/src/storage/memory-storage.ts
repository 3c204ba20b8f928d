import type { KitStorage } from './kit-storage.js'

/**
 * A storage that lives in memory only (Node, SSR, tests, or when localStorage is unusable).
 * Each call makes a fresh, unshared map.
 *
 * @example
 * const storage = createMemoryStorage()
 * storage.setItem('k', 'v')
 */
export function createMemoryStorage(initial?: Record<string, string>): KitStorage {
  const map = new Map<string, string>(Object.entries(initial ?? {}))
  return {
    getItem: (key) => map.get(key) ?? null,
    setItem: (key, value) => {
      map.set(key, String(value))
    },
    removeItem: (key) => {
      map.delete(key)
    },
  }
}
