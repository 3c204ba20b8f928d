import type { MiddlewareHandler } from 'hono'
import type { RateLimitConfig } from '../config.js'
import { ApiError } from './api-error.js'

/**
 * Token bucket per client IP, kept per replica: with N replicas a client gets up to N times the
 * rate. Chosen over a DB-backed counter so a hot path costs no query; buckets are pruned so the
 * map stays bounded.
 */
export function rateLimit(
  config: RateLimitConfig,
  clientIp: (c: Parameters<MiddlewareHandler>[0]) => string,
  now: () => number = Date.now,
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
    if (bucket.tokens < 1) {
      buckets.set(ip, bucket)
      c.header('Retry-After', String(Math.ceil((1 - bucket.tokens) / config.perSecond)))
      throw new ApiError(429, 'Too many requests')
    }
    bucket.tokens -= 1
    buckets.delete(ip)
    buckets.set(ip, bucket)
    if (buckets.size > 10_000) {
      const oldest = buckets.keys().next().value
      if (oldest !== undefined) buckets.delete(oldest)
    }
    await next()
  }
}
