import { describe, expect, it } from 'vitest'
import { createTtlCache } from './ttl-cache.js'

describe('createTtlCache', () => {
  it('expires entries by the injected clock and evicts the oldest beyond its size', () => {
    let now = 100
    const cache = createTtlCache<number>({ ttlMs: 10, clock: { now: () => now }, maxEntries: 2 })
    cache.set('a', 1)
    now = 109
    expect(cache.get('a')).toBe(1)
    now = 110
    expect(cache.get('a')).toBeUndefined()
    cache.set('a', 1)
    cache.set('b', 2)
    cache.set('c', 3)
    expect([cache.get('a'), cache.get('b'), cache.get('c')]).toEqual([undefined, 2, 3])
    cache.delete('b')
    expect(cache.get('b')).toBeUndefined()
    cache.clear()
    expect(cache.get('c')).toBeUndefined()
  })
})
