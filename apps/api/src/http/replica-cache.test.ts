import { describe, expect, it } from 'vitest'
import { createReplicaCache } from './replica-cache.js'

describe('createReplicaCache: bounded by bytes, not by count', () => {
  it('evicts the oldest entries once the bodies exceed maxBytes', () => {
    const cache = createReplicaCache({ ttlMs: 1000, now: () => 0, maxBytes: 8_000 })
    const body = 'x'.repeat(400) // ≈ 800 bytes with its key
    for (let i = 0; i < 20; i++) cache.set(`k${i}`, body)
    expect(cache.bytes).toBeLessThanOrEqual(8_000)
    expect(cache.get('k0')).toBeUndefined()
    expect(cache.get('k19')?.body).toBe(body)
  })
  it('does not keep a body larger than an eighth of the cache', () => {
    const cache = createReplicaCache({ ttlMs: 1000, now: () => 0, maxBytes: 8_000 })
    cache.set('small', 'ok')
    cache.set('big', 'x'.repeat(600))
    expect(cache.get('big')).toBeUndefined()
    expect(cache.get('small')?.body).toBe('ok')
  })
  it('expires entries after the TTL, says when, and gives their bytes back', () => {
    let now = 0
    const cache = createReplicaCache({ ttlMs: 1000, now: () => now })
    expect(cache.set('a', 'body')).toMatchObject({ body: 'body', expiresAt: 1000 })
    now = 999
    expect(cache.get('a')?.expiresAt).toBe(1000)
    now = 1000
    expect(cache.get('a')).toBeUndefined()
    expect(cache.bytes).toBe(0)
  })
  it('keeps nothing with a TTL of 0', () => {
    const cache = createReplicaCache({ ttlMs: 0, now: () => 5 })
    expect(cache.set('a', 'body')).toEqual({ body: 'body', expiresAt: 5 })
    expect(cache.get('a')).toBeUndefined()
  })
})
