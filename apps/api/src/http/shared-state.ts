import type { ApiConfig, RateLimitConfig } from '../config.js'
import { createRedisCache } from './redis-cache.js'
import { createRedisTokenBuckets } from './redis-rate-limit.js'
import { createReplicaCache, type ResponseCache } from './replica-cache.js'
import { createTokenBuckets, type RateLimiter } from './token-buckets.js'

/** The rate limit when the config names none: burst 300, then 100 per second per client. */
export const DEFAULT_RATE_LIMIT: RateLimitConfig = { burst: 300, perSecond: 100 }

/** The rate limit and the response caches: one replica's memory, or shared in Redis. */
export interface SharedState {
  /** Undefined when the rate limit is off. */
  limiter: RateLimiter | undefined
  balanceCache: ResponseCache
  historyCache: ResponseCache
  /**
   * Further token buckets under their own name (the RPC endpoint's per client and per project,
   * the sign-in and auth routes' per client and per address): in the same place as the rate
   * limit, so a client gets each quota once over all replicas. Each name must be distinct.
   */
  bucketsFor(name: string, config: RateLimitConfig): RateLimiter
  /** Asks Redis for an answer (readiness); undefined without Redis. */
  ping?(): Promise<void>
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
    bucketsFor: (name, config) =>
      createRedisTokenBuckets(redis, config, { now, prefix: `${prefix}${name}:`, onError }),
    async ping() {
      await redis.ping()
    },
    async close() {
      await redis.quit().catch(() => redis.disconnect())
    },
  }
}

/**
 * The rate limit and the balance and history caches a server uses: in Redis when `redisUrl` is
 * configured (several replicas), else in this replica's memory (no round trip on the hot path).
 */
export async function openLimitsAndCaches(
  config: ApiConfig,
  options: { now: () => number; log: (message: string) => void },
): Promise<SharedState> {
  const { now } = options
  const limits = config.rateLimit === false ? undefined : (config.rateLimit ?? DEFAULT_RATE_LIMIT)
  const balanceCacheMs = config.balanceCacheMs ?? 30_000
  const historyCacheMs = config.historyCacheMs ?? 2_000
  if (config.redisUrl)
    return openSharedState({
      url: config.redisUrl,
      prefix: config.redisKeyPrefix ?? 'portico:',
      ...options,
      rateLimit: limits,
      balanceCacheMs,
      historyCacheMs,
    })
  const bound = config.cacheMaxBytes ? { maxBytes: config.cacheMaxBytes } : {}
  return {
    limiter: limits ? createTokenBuckets(limits, now) : undefined,
    balanceCache: createReplicaCache({ ttlMs: balanceCacheMs, now, ...bound }),
    historyCache: createReplicaCache({ ttlMs: historyCacheMs, now, ...bound }),
    bucketsFor: (_name, config) => createTokenBuckets(config, now),
    close: async () => undefined,
  }
}
