import type { MiddlewareHandler } from 'hono'
import type { RateLimitConfig } from '../config.js'
import { ApiError } from './api-error.js'

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
  const buckets = new Map<string, { tokens: number; at: number }>()
  return async (c, next) => {
    const ip = clientIp(c)
    const time = now()
    const bucket = buckets.get(ip) ?? { tokens: config.burst, at: time }
    bucket.tokens = Math.min(
      config.burst,
      bucket.tokens + ((time - bucket.at) / 1000) * config.perSecond,
    )
    bucket.at = time
    const price = Math.min(config.burst, Math.max(1, cost(c)))
    if (bucket.tokens < price) {
      buckets.set(ip, bucket)
      c.header('Retry-After', String(Math.ceil((price - bucket.tokens) / config.perSecond)))
      throw new ApiError(429, 'Too many requests')
    }
    bucket.tokens -= price
    buckets.delete(ip)
    buckets.set(ip, bucket)
    if (buckets.size > 10_000) {
      const oldest = buckets.keys().next().value
      if (oldest !== undefined) buckets.delete(oldest)
    }
    await next()
  }
}
