import { describe, expect, it } from 'vitest'
import { createReadyResponses, etagMatches, etagOf } from './ready-responses.js'

describe('createReadyResponses: answers kept as bytes per request target', () => {
  it('keeps the bytes with a strong ETag until they expire', () => {
    let now = 0
    const ready = createReadyResponses({ now: () => now })
    const kept = ready.keep({ target: '/a?x=1', source: 's', body: '{"a":1}', expiresAt: 100 })
    expect(kept.body.toString()).toBe('{"a":1}')
    expect(kept.etag).toBe(etagOf(Buffer.from('{"a":1}')))
    expect(kept.etag).toMatch(/^"[A-Za-z0-9_-]{27}"$/)
    expect(ready.find('/a?x=1', 'any.host')).toBe(kept)
    // Another spelling of the query is another target: the router answers it.
    expect(ready.find('/a?x=1&y=2', 'any.host')).toBeUndefined()
    now = 100
    expect(ready.find('/a?x=1', 'any.host')).toBeUndefined()
    expect(ready.bytes).toBe(0)
  })

  it('keys bodies that name the origin by Host, and never confuses a Host with a path', () => {
    const ready = createReadyResponses({ now: () => 0 })
    ready.keep({ target: '/b', host: 'a.example', source: 's', body: 'A', expiresAt: 9 })
    ready.keep({ target: '/b', host: 'b.example', source: 's', body: 'B', expiresAt: 9 })
    expect(ready.find('/b', 'a.example')?.body.toString()).toBe('A')
    expect(ready.find('/b', 'b.example')?.body.toString()).toBe('B')
    expect(ready.find('/b', 'c.example')).toBeUndefined()
    expect(ready.find('/b', undefined)).toBeUndefined()
    // A Host header that looks like a path prefix does not reach a host-independent entry.
    ready.keep({ target: '/v1/x', source: 't', body: 'X', expiresAt: 9 })
    expect(ready.find('/x', '/v1')).toBeUndefined()
  })

  it('forgets every answer built from a data key when that data is replaced', () => {
    const ready = createReadyResponses({ now: () => 0 })
    ready.keep({ target: '/c?q=1', source: 'balance|k', body: 'old', expiresAt: 9 })
    ready.keep({ target: '/c?q=1&z', source: 'balance|k', body: 'old', expiresAt: 9 })
    ready.keep({ target: '/d', source: 'balance|other', body: 'keep', expiresAt: 9 })
    ready.forget('balance|k')
    expect(ready.find('/c?q=1', undefined)).toBeUndefined()
    expect(ready.find('/c?q=1&z', undefined)).toBeUndefined()
    expect(ready.find('/d', undefined)?.body.toString()).toBe('keep')
  })

  it('is bounded by bytes (oldest out first) and keeps nothing already stale', () => {
    const ready = createReadyResponses({ now: () => 10, maxBytes: 8_000 })
    for (let i = 0; i < 20; i++)
      ready.keep({ target: `/e${i}`, source: `s${i}`, body: 'x'.repeat(500), expiresAt: 99 })
    expect(ready.bytes).toBeLessThanOrEqual(8_000)
    expect(ready.find('/e0', undefined)).toBeUndefined()
    expect(ready.find('/e19', undefined)).toBeDefined()
    const stale = ready.keep({ target: '/f', source: 'f', body: 'y', expiresAt: 10 })
    expect(stale.body.toString()).toBe('y')
    expect(ready.find('/f', undefined)).toBeUndefined()
  })
})

describe('etagMatches (If-None-Match)', () => {
  const tag = '"abc"'
  it('matches the tag, a list holding it, its weak form and *', () => {
    expect(etagMatches('"abc"', tag)).toBe(true)
    expect(etagMatches('"x", "abc"', tag)).toBe(true)
    expect(etagMatches('W/"abc"', tag)).toBe(true)
    expect(etagMatches('*', tag)).toBe(true)
  })
  it('does not match another tag, an unquoted one, or no header', () => {
    expect(etagMatches('"abd"', tag)).toBe(false)
    expect(etagMatches('abc', tag)).toBe(false)
    expect(etagMatches(undefined, tag)).toBe(false)
    expect(etagMatches('', tag)).toBe(false)
  })
})
