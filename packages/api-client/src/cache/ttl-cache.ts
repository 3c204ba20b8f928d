/** The part of a clock the caches need (structurally core's `Clock`). */
export interface NowClock {
  now(): number
}

export const systemNow: NowClock = { now: () => Date.now() }

/** A bounded cache whose entries expire `ttlMs` after they were stored, by an injected clock. */
export interface TtlCache<T> {
  get(key: string): T | undefined
  set(key: string, value: T): void
  delete(key: string): void
  clear(): void
}

/** Creates a TTL cache keeping at most `maxEntries` (oldest evicted first). */
export function createTtlCache<T>(options: {
  ttlMs: number
  clock?: NowClock | undefined
  maxEntries?: number
}): TtlCache<T> {
  const clock = options.clock ?? systemNow
  const max = options.maxEntries ?? 500
  const entries = new Map<string, { value: T; expiresAt: number }>()
  return {
    get(key) {
      const entry = entries.get(key)
      if (!entry) return undefined
      if (clock.now() >= entry.expiresAt) {
        entries.delete(key)
        return undefined
      }
      return entry.value
    },
    set(key, value) {
      entries.delete(key)
      entries.set(key, { value, expiresAt: clock.now() + options.ttlMs })
      while (entries.size > max) {
        const oldest = entries.keys().next().value
        if (oldest === undefined) break
        entries.delete(oldest)
      }
    },
    delete(key) {
      entries.delete(key)
    },
    clear() {
      entries.clear()
    },
  }
}
