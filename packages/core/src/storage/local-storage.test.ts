import { describe, expect, it } from 'vitest'
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
