import type { MiddlewareHandler } from 'hono'
import type { RateLimitConfig } from '../config.js'
import { ApiError } from './api-error.js'
import { createTokenBuckets, type RateLimiter } from './token-buckets.js'

/**
 * Token bucket per client key (an IPv4 address or an IPv6 /64). With a `RateLimitConfig` the
 * buckets are in this replica's memory (one replica: the hot path costs no round trip); several
 * replicas pass the Redis limiter (redis-rate-limit.ts) so a client's quota holds across all of
 * them. `cost` weighs a request by the work it causes (a forced balance refresh reads every
 * token of every chain), capped at the burst so any request stays possible.
 */
export function rateLimit(
  limits: RateLimitConfig | RateLimiter,
  clientIp: (c: Parameters<MiddlewareHandler>[0]) => string,
  now: () => number = Date.now,
  cost: (c: Parameters<MiddlewareHandler>[0]) => number = () => 1,
): MiddlewareHandler {
  const buckets = 'take' in limits ? limits : createTokenBuckets(limits, now)
  return async (c, next) => {
    const taken = await buckets.take(clientIp(c), cost(c))
    if (!taken.ok) {
      c.header('Retry-After', String(taken.retryAfterSeconds))
      throw new ApiError(429, 'Too many requests')
    }
    await next()
  }
}
