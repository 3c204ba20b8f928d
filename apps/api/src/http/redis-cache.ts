import type { Redis } from 'ioredis'
import type { CachedBody, ResponseCache } from './replica-cache.js'

/** How long a replica serves a shared body from its own ready bytes before asking Redis again. */
export const SHARED_HOLD_MS = 1000

/**
 * A response cache every replica shares in Redis: a body one replica read (or refreshed with
 * `forceUpdate`) is what the others serve next, not an older copy of their own. The value is
 * `{expiresAt}\n{body}` (the server's clock decides freshness; Redis's TTL only frees memory).
 * When Redis does not answer, a read is a miss and a write keeps nothing: the data is read from
 * its source, never refused.
 */
export function createRedisCache(
  redis: Redis,
  options: {
    ttlMs: number
    now: () => number
    prefix: string
    onError?: (error: Error) => void
  },
): ResponseCache {
  const fail = (error: unknown) => {
    options.onError?.(error as Error)
  }
  return {
    holdMs: SHARED_HOLD_MS,
    async get(key): Promise<CachedBody | undefined> {
      if (options.ttlMs <= 0) return undefined
      const value = await redis.get(`${options.prefix}${key}`).catch(fail)
      if (!value) return undefined
      const split = value.indexOf('\n')
      const expiresAt = Number(value.slice(0, split))
      if (!(expiresAt > options.now())) return undefined
      return { body: value.slice(split + 1), expiresAt }
    },
    async set(key, body): Promise<CachedBody> {
      const now = options.now()
      if (options.ttlMs <= 0) return { body, expiresAt: now }
      const expiresAt = now + options.ttlMs
      await redis
        .set(`${options.prefix}${key}`, `${expiresAt}\n${body}`, 'PX', options.ttlMs)
        .catch(fail)
      return { body, expiresAt }
    },
  }
}
