/** A cached body and the time it goes stale (on the server's clock). */
export interface CachedBody {
  readonly body: string
  readonly expiresAt: number
}

/**
 * A TTL cache of response bodies by data key (a validated query, never the Host header): each
 * distinct key is a miss that costs RPC calls or a query. Only for data that may be stale for
 * its TTL (chain reads, indexed pages). In one replica's memory by default (replica-cache.ts),
 * or shared by every replica in Redis (redis-cache.ts) so a `forceUpdate` on one replica is what
 * the others serve next.
 */
export interface ResponseCache {
  get(key: string): CachedBody | undefined | Promise<CachedBody | undefined>
  /** Keeps `body` for the TTL and says until when (a TTL of 0 keeps nothing: `expiresAt` is now). */
  set(key: string, body: string): CachedBody | Promise<CachedBody>
  /**
   * How long a replica may keep serving a body it read here without asking again (its ready
   * bytes, ready-responses.ts): until expiry for its own memory, briefly for a shared cache
   * another replica may replace.
   */
  readonly holdMs: number
}

/** The per-replica cache: bounded by bytes (a count bound lets a few large bodies take any memory). */
export interface ReplicaCache extends ResponseCache {
  get(key: string): CachedBody | undefined
  set(key: string, body: string): CachedBody
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
  const entries = new Map<string, CachedBody & { size: number }>()
  const max = options.maxBytes ?? DEFAULT_CACHE_BYTES
  let bytes = 0
  const remove = (key: string) => {
    const entry = entries.get(key)
    if (!entry) return
    bytes -= entry.size
    entries.delete(key)
  }
  return {
    holdMs: Number.POSITIVE_INFINITY,
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
      return entry
    },
    set(key, body) {
      const now = options.now()
      remove(key)
      if (options.ttlMs <= 0) return { body, expiresAt: now }
      const entry = { body, expiresAt: now + options.ttlMs, size: (key.length + body.length) * 2 }
      // A body larger than an eighth of the cache would evict most of it: not worth keeping.
      if (entry.size > max / 8) return entry
      entries.set(key, entry)
      bytes += entry.size
      // Oldest first (Map keeps insertion order; a set re-inserts).
      for (const oldest of entries.keys()) {
        if (bytes <= max) break
        remove(oldest)
      }
      return entry
    },
  }
}
