import type { RateLimitConfig } from '../config.js'
import { createRedisCache } from './redis-cache.js'
import { createRedisTokenBuckets } from './redis-rate-limit.js'
import type { ResponseCache } from './replica-cache.js'
import type { RateLimiter } from './token-buckets.js'

/** What several replicas share in Redis: the rate limit and the response caches. */
export interface SharedState {
  /** Undefined when the rate limit is off. */
  limiter: RateLimiter | undefined
  balanceCache: ResponseCache
  historyCache: ResponseCache
  close(): Promise<void>
}

/**
 * Connects to Redis (`redis://…` or a Unix socket path) and builds the shared rate limit and
 * caches on it. `ioredis` is loaded only here, so a single replica without Redis never loads it.
 * The start fails when Redis does not answer; later failures are logged once each, and the
 * request goes on (a miss, or let through by the limiter).
 */
export async function openSharedState(options: {
  url: string
  prefix: string
  now: () => number
  log: (message: string) => void
  rateLimit: RateLimitConfig | undefined
  balanceCacheMs: number
  historyCacheMs: number
}): Promise<SharedState> {
  const { Redis } = await import('ioredis')
  const redis = options.url.startsWith('/')
    ? new Redis({ path: options.url, lazyConnect: true, maxRetriesPerRequest: 1 })
    : new Redis(options.url, { lazyConnect: true, maxRetriesPerRequest: 1 })
  // ioredis reconnects by itself; its errors are reported here, once per distinct message.
  let lastError = ''
  const onError = (error: Error) => {
    if (error.message === lastError) return
    lastError = error.message
    options.log(`redis: ${error.message}`)
  }
  redis.on('error', onError)
  try {
    await redis.connect()
  } catch (error) {
    redis.disconnect()
    throw new Error(`Redis at ${options.url} did not answer: ${(error as Error).message}`)
  }
  const { prefix, now } = options
  return {
    limiter: options.rateLimit
      ? createRedisTokenBuckets(redis, options.rateLimit, { now, prefix: `${prefix}rl:`, onError })
      : undefined,
    balanceCache: createRedisCache(redis, {
      ttlMs: options.balanceCacheMs,
      now,
      prefix: `${prefix}balance:`,
      onError,
    }),
    historyCache: createRedisCache(redis, {
      ttlMs: options.historyCacheMs,
      now,
      prefix: `${prefix}history:`,
      onError,
    }),
    async close() {
      await redis.quit().catch(() => redis.disconnect())
    },
  }
}
