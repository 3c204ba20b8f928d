/**
 * A bounded TTL cache of response bodies kept in one replica's memory. Only for data that may
 * be stale for its TTL (chain reads, indexed pages): another replica never needs it, it just
 * answers from the database or chain itself.
 */
export interface ReplicaCache {
  get(key: string): string | undefined
  set(key: string, body: string): void
}

export function createReplicaCache(options: {
  ttlMs: number
  now: () => number
  maxEntries?: number
}): ReplicaCache {
  const entries = new Map<string, { body: string; expiresAt: number }>()
  const max = options.maxEntries ?? 10_000
  return {
    get(key) {
      const entry = entries.get(key)
      if (!entry) return undefined
      if (entry.expiresAt <= options.now()) {
        entries.delete(key)
        return undefined
      }
      return entry.body
    },
    set(key, body) {
      if (options.ttlMs <= 0) return
      entries.delete(key)
      entries.set(key, { body, expiresAt: options.now() + options.ttlMs })
      if (entries.size > max) {
        const oldest = entries.keys().next().value
        if (oldest !== undefined) entries.delete(oldest)
      }
    },
  }
}
