import type { MiddlewareHandler } from 'hono'
import type { RateLimitConfig } from '../config.js'
import { ApiError } from './api-error.js'
import { createTokenBuckets } from './token-buckets.js'

/**
 * Token bucket per client key (an IPv4 address or an IPv6 /64), kept per replica: with N
 * replicas a client gets up to N times the rate. Chosen over a DB-backed counter so a hot path
 * costs no query; buckets are pruned so the map stays bounded. `cost` weighs a request by the
 * work it causes (a forced balance refresh reads every token of every chain), capped at the
 * burst so any request stays possible.
 */
export function rateLimit(
  config: RateLimitConfig,
  clientIp: (c: Parameters<MiddlewareHandler>[0]) => string,
  now: () => number = Date.now,
  cost: (c: Parameters<MiddlewareHandler>[0]) => number = () => 1,
): MiddlewareHandler {
  const buckets = createTokenBuckets(config, now)
  return async (c, next) => {
    const taken = buckets.take(clientIp(c), cost(c))
    if (!taken.ok) {
      c.header('Retry-After', String(taken.retryAfterSeconds))
      throw new ApiError(429, 'Too many requests')
    }
    await next()
  }
}
