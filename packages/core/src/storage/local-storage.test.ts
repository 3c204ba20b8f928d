import { describe, expect, it } from 'vitest'
import { createCookieStorage } from './cookie-storage.js'
import { createLocalStorage } from './local-storage.js'
import { createMemoryStorage } from './memory-storage.js'

/** A Web Storage with real semantics whose writes can be made to fail like Safari's quota errors. */
function webStorage(options: { failWrites?: boolean; failReads?: boolean } = {}) {
  const map = new Map<string, string>()
  return {
    map,
    getItem(key: string) {
      if (options.failReads) throw new Error('SecurityError')
      return map.get(key) ?? null
    },
    setItem(key: string, value: string) {
      if (options.failWrites) throw new Error('QuotaExceededError')
      map.set(key, value)
    },
    removeItem(key: string) {
      map.delete(key)
    },
  }
}

describe('createMemoryStorage', () => {
  it('stores, reads and removes; two storages never share', () => {
    const a = createMemoryStorage()
    const b = createMemoryStorage()
    a.setItem('k', 'v')
    expect(a.getItem('k')).toBe('v')
    expect(b.getItem('k')).toBeNull()
    a.removeItem('k')
    expect(a.getItem('k')).toBeNull()
  })
})

describe('createLocalStorage (SPEC §3 browser storage; memory elsewhere)', () => {
  it('uses memory in plain Node where localStorage is absent', () => {
    expect((globalThis as { localStorage?: unknown }).localStorage).toBeUndefined()
    const storage = createLocalStorage()
    storage.setItem('k', 'v')
    expect(storage.getItem('k')).toBe('v')
  })

  it('writes through to the browser storage when it works', () => {
    const web = webStorage()
    const storage = createLocalStorage(web)
    storage.setItem('k', 'v')
    expect(web.map.get('k')).toBe('v')
    storage.removeItem('k')
    expect(web.map.has('k')).toBe(false)
  })

  it('falls back to memory when writes throw (Safari private mode / quota)', () => {
    const web = webStorage({ failWrites: true })
    const storage = createLocalStorage(web)
    expect(() => storage.setItem('k', 'v')).not.toThrow()
    expect(storage.getItem('k')).toBe('v')
    expect(web.map.has('k')).toBe(false)
  })

  it('falls back to memory when reads throw', () => {
    const storage = createLocalStorage(webStorage({ failReads: true }))
    expect(storage.getItem('missing')).toBeNull()
  })
})

describe('createCookieStorage (SSR)', () => {
  it('reads from a cookie header string and serialises writes', () => {
    const set: string[] = []
    const storage = createCookieStorage({
      getCookie: () => `a=1; %40portico%2Fx=${encodeURIComponent('{"v":1}')}; bad=%E0%A4%A`,
      setCookie: (value) => set.push(value),
    })
    expect(storage.getItem('a')).toBe('1')
    expect(storage.getItem('@portico/x')).toBe('{"v":1}')
    expect(storage.getItem('bad')).toBeNull()
    storage.setItem('@portico/x', 'two words')
    expect(storage.getItem('@portico/x')).toBe('two words')
    expect(set[0]).toBe('%40portico%2Fx=two%20words; Path=/; Max-Age=604800; SameSite=Lax')
    storage.removeItem('a')
    expect(storage.getItem('a')).toBeNull()
    expect(set[1]).toBe('a=; Path=/; Max-Age=0; SameSite=Lax')
  })

  it('treats a missing header or a throwing getter as empty', () => {
    expect(createCookieStorage({ getCookie: () => undefined }).getItem('a')).toBeNull()
    const throwing = createCookieStorage({
      getCookie: () => {
        throw new Error('no request')
      },
    })
    expect(throwing.getItem('a')).toBeNull()
  })
})
