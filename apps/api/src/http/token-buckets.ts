import type { RateLimitConfig } from '../config.js'

/** What taking tokens gives: go on, or when to retry (whole seconds). */
export type TakeResult = { ok: true } | { ok: false; retryAfterSeconds: number }

/** Token buckets by key: in this replica's memory (below) or shared in Redis (redis-rate-limit.ts). */
export interface RateLimiter {
  /** Takes `cost` tokens from `key`'s bucket (a cost above the burst counts as the burst). */
  take(key: string, cost: number): TakeResult | Promise<TakeResult>
}

/**
 * Token buckets by key (a client address, a project id), kept per replica and pruned so the map
 * stays bounded (least recently used first). A cost above the burst is capped at the burst, so
 * any single request stays possible.
 */
export function createTokenBuckets(
  config: RateLimitConfig,
  now: () => number,
  maxKeys = 10_000,
): { take(key: string, cost: number): TakeResult } {
  const buckets = new Map<string, { tokens: number; at: number }>()
  return {
    /** Takes `cost` tokens from `key`'s bucket; when it lacks them, says when to retry (s). */
    take(key: string, cost: number): TakeResult {
      const time = now()
      const bucket = buckets.get(key) ?? { tokens: config.burst, at: time }
      bucket.tokens = Math.min(
        config.burst,
        bucket.tokens + ((time - bucket.at) / 1000) * config.perSecond,
      )
      bucket.at = time
      const price = Math.min(config.burst, Math.max(1, cost))
      buckets.delete(key)
      buckets.set(key, bucket)
      if (buckets.size > maxKeys) {
        const oldest = buckets.keys().next().value
        if (oldest !== undefined) buckets.delete(oldest)
      }
      if (bucket.tokens < price) {
        return {
          ok: false,
          retryAfterSeconds: Math.ceil((price - bucket.tokens) / config.perSecond),
        }
      }
      bucket.tokens -= price
      return { ok: true }
    },
  }
}
