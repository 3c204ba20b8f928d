/**
 * A TTL cache of response bodies kept in one replica's memory, bounded by bytes (a count bound
 * lets a few large bodies take any amount of memory). Only for data that may be stale for its
 * TTL (chain reads, indexed pages): another replica never needs it, it just answers from the
 * database or chain itself. Keys must not contain anything the client chooses freely beyond the
 * query itself (no Host header): each distinct key is a miss that costs RPC calls.
 */
export interface ReplicaCache {
  get(key: string): string | undefined
  set(key: string, body: string): void
  /** Approximate bytes held (UTF-16 keys and bodies). */
  readonly bytes: number
}

/** Default bound per cache: 16 MiB. */
export const DEFAULT_CACHE_BYTES = 16 * 1024 * 1024

export function createReplicaCache(options: {
  ttlMs: number
  now: () => number
  maxBytes?: number
}): ReplicaCache {
  const entries = new Map<string, { body: string; expiresAt: number; size: number }>()
  const max = options.maxBytes ?? DEFAULT_CACHE_BYTES
  let bytes = 0
  const remove = (key: string) => {
    const entry = entries.get(key)
    if (!entry) return
    bytes -= entry.size
    entries.delete(key)
  }
  return {
    get bytes() {
      return bytes
    },
    get(key) {
      const entry = entries.get(key)
      if (!entry) return undefined
      if (entry.expiresAt <= options.now()) {
        remove(key)
        return undefined
      }
      return entry.body
    },
    set(key, body) {
      if (options.ttlMs <= 0) return
      const size = (key.length + body.length) * 2
      remove(key)
      // A body larger than an eighth of the cache would evict most of it: not worth keeping.
      if (size > max / 8) return
      entries.set(key, { body, expiresAt: options.now() + options.ttlMs, size })
      bytes += size
      // Oldest first (Map keeps insertion order; a set re-inserts).
      for (const oldest of entries.keys()) {
        if (bytes <= max) break
        remove(oldest)
      }
    },
  }
}
