import type { KitStorage } from './kit-storage.js'
import { createMemoryStorage } from './memory-storage.js'

type WebStorage = Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>

/** Looks up `localStorage` without throwing (a sandboxed iframe throws on mere access). */
function findLocalStorage(): WebStorage | undefined {
  try {
    const candidate = (globalThis as { localStorage?: WebStorage }).localStorage
    if (!candidate || typeof candidate.getItem !== 'function') return undefined
    return candidate
  } catch {
    return undefined
  }
}

/**
 * Browser `localStorage`, falling back to memory when it is absent (Node, workers) or throws
 * (Safari private mode, quota exceeded, blocked cookies). Never throws into the host page.
 * A write that fails lands in an in-memory overlay that later reads see first.
 *
 * @param webStorage The storage to wrap; defaults to `globalThis.localStorage`.
 * @example
 * const storage = createLocalStorage()
 */
export function createLocalStorage(
  webStorage: WebStorage | undefined = findLocalStorage(),
): KitStorage {
  const overlay = createMemoryStorage()
  const overlaid = new Set<string>()
  return {
    getItem(key) {
      if (overlaid.has(key) || !webStorage) return overlay.getItem(key)
      try {
        return webStorage.getItem(key)
      } catch {
        return overlay.getItem(key)
      }
    },
    setItem(key, value) {
      if (webStorage) {
        try {
          webStorage.setItem(key, value)
          overlaid.delete(key)
          overlay.removeItem(key)
          return
        } catch {
          // Quota or private mode: keep the value for this page's life.
        }
      }
      overlaid.add(key)
      overlay.setItem(key, value)
    },
    removeItem(key) {
      overlaid.delete(key)
      overlay.removeItem(key)
      try {
        webStorage?.removeItem(key)
      } catch {
        // Unusable storage: nothing persisted there to remove.
      }
    },
  }
}
