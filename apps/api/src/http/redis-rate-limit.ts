import type { Redis } from 'ioredis'
import type { RateLimitConfig } from '../config.js'
import type { RateLimiter, TakeResult } from './token-buckets.js'

// One bucket per key as a hash { t: tokens, a: last refill (ms) }, refilled and taken in one
// script so two replicas never both spend the same token. The refill never goes backwards
// (replicas' clocks may differ by a little); the key expires once the bucket would be full.
const TAKE = `
local burst = tonumber(ARGV[1])
local rate = tonumber(ARGV[2])
local now = tonumber(ARGV[3])
local cost = tonumber(ARGV[4])
local state = redis.call('HMGET', KEYS[1], 't', 'a')
local tokens = tonumber(state[1]) or burst
local at = tonumber(state[2]) or now
if now > at then
  tokens = math.min(burst, tokens + (now - at) / 1000 * rate)
  at = now
end
local ok = 0
if tokens >= cost then
  tokens = tokens - cost
  ok = 1
end
redis.call('HSET', KEYS[1], 't', tostring(tokens), 'a', tostring(at))
redis.call('PEXPIRE', KEYS[1], math.ceil(burst / rate * 1000) + 1000)
if ok == 1 then return {1, '0'} end
return {0, tostring(math.ceil((cost - tokens) / rate))}
`

type TakeCommand = (key: string, ...args: string[]) => Promise<[number, string]>

/**
 * Token buckets shared by every replica in Redis: a client gets its quota once, whichever
 * replica it reaches. One round trip per request. When Redis does not answer, the request is
 * let through (an outage of the limiter must not take the API down) and `onError` is told.
 */
export function createRedisTokenBuckets(
  redis: Redis,
  config: RateLimitConfig,
  options: { now: () => number; prefix: string; onError?: (error: Error) => void },
): RateLimiter {
  if (!('porticoTake' in redis)) redis.defineCommand('porticoTake', { numberOfKeys: 1, lua: TAKE })
  const take = (redis as unknown as { porticoTake: TakeCommand }).porticoTake.bind(redis)
  return {
    async take(key, cost): Promise<TakeResult> {
      const price = Math.min(config.burst, Math.max(1, cost))
      try {
        const [ok, retry] = await take(
          `${options.prefix}${key}`,
          String(config.burst),
          String(config.perSecond),
          String(options.now()),
          String(price),
        )
        return ok === 1 ? { ok: true } : { ok: false, retryAfterSeconds: Number(retry) }
      } catch (error) {
        options.onError?.(error as Error)
        return { ok: true }
      }
    },
  }
}
