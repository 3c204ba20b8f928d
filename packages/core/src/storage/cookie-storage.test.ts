import { afterEach, describe, expect, it, vi } from 'vitest'
import { createAppKit } from '../app-kit/create-app-kit.js'
import { mainnet } from '../networks/evm-networks.js'
import { fixtureDataApi } from '../testing/fixture-data-api.js'
import { mockAdapter } from '../testing/mock-adapter.js'
import { COOKIE_STATUS_KEYS, createCookieStorage, isCookieStatusKey } from './cookie-storage.js'
import { createMemoryStorage } from './memory-storage.js'

afterEach(() => {
  vi.unstubAllGlobals()
})

/** A browser-like cookie jar: `Set-Cookie` values in, a `Cookie` header out. */
function jar() {
  const cookies = new Map<string, string>()
  const set: string[] = []
  return {
    set,
    cookies,
    getCookie: () => [...cookies].map(([k, v]) => `${k}=${v}`).join('; '),
    setCookie: (value: string) => {
      set.push(value)
      const [pair = ''] = value.split(';')
      const index = pair.indexOf('=')
      if (/Max-Age=0/.test(value)) cookies.delete(pair.slice(0, index))
      else cookies.set(pair.slice(0, index), pair.slice(index + 1))
    },
  }
}

describe('createCookieStorage (SSR)', () => {
  it('reads status items from a cookie header string and serialises writes, Secure by default', () => {
    const set: string[] = []
    const key = '@portico/connection-status'
    const storage = createCookieStorage({
      getCookie: () =>
        `a=1; ${encodeURIComponent(key)}=${encodeURIComponent('{"v":1}')}; bad=%E0%A4%A`,
      setCookie: (value) => set.push(value),
      otherStorage: createMemoryStorage(),
    })
    expect(storage.getItem(key)).toBe('{"v":1}')
    storage.setItem(key, 'two words')
    expect(storage.getItem(key)).toBe('two words')
    expect(set[0]).toBe(
      '%40portico%2Fconnection-status=two%20words; Path=/; Max-Age=604800; SameSite=Lax; Secure',
    )
    storage.removeItem(key)
    expect(storage.getItem(key)).toBeNull()
    expect(set[1]).toBe('%40portico%2Fconnection-status=; Path=/; Max-Age=0; SameSite=Lax; Secure')
  })

  it('keeps WalletConnect, wagmi and cache items out of cookies (they stay in localStorage)', () => {
    const cookies = jar()
    const other = createMemoryStorage()
    const storage = createCookieStorage({ ...cookies, otherStorage: other })
    const big = 'k'.repeat(3000)
    for (const key of [
      'portico-0123456789abcdef:wc@2:core:0.3:keychain',
      'portico.wc.prefix',
      'portico.eip155.store',
      '@portico/balance-cache',
      '@portico/recent-wallets',
      '@portico/social-username',
    ]) {
      storage.setItem(key, big)
      expect(storage.getItem(key)).toBe(big)
      expect(other.getItem(key)).toBe(big)
    }
    expect(cookies.set).toEqual([])
    storage.removeItem('portico.eip155.store')
    expect(other.getItem('portico.eip155.store')).toBeNull()
  })

  it('puts a status value too large for a cookie elsewhere instead of losing it', () => {
    const cookies = jar()
    const other = createMemoryStorage()
    const storage = createCookieStorage({ ...cookies, otherStorage: other })
    const huge = JSON.stringify('x'.repeat(5000))
    storage.setItem('@portico/active-network-id', huge)
    expect(storage.getItem('@portico/active-network-id')).toBe(huge)
    expect(cookies.cookies.size).toBe(0)
  })

  it('is not Secure on a plain-http page, or when asked', () => {
    vi.stubGlobal('location', { protocol: 'http:' })
    const a = jar()
    createCookieStorage({ ...a, otherStorage: createMemoryStorage() }).setItem(
      '@portico/connection-status',
      '1',
    )
    expect(a.set[0]).not.toContain('Secure')
    vi.stubGlobal('location', { protocol: 'https:' })
    const b = jar()
    createCookieStorage({ ...b, otherStorage: createMemoryStorage() }).setItem(
      '@portico/connection-status',
      '1',
    )
    expect(b.set[0]).toContain('; Secure')
    const c = jar()
    createCookieStorage({ ...c, secure: false, otherStorage: createMemoryStorage() }).setItem(
      '@portico/connection-status',
      '1',
    )
    expect(c.set[0]).not.toContain('Secure')
  })

  it('treats a missing header or a throwing getter as empty', () => {
    const other = createMemoryStorage()
    expect(
      createCookieStorage({ getCookie: () => undefined, otherStorage: other }).getItem(
        '@portico/connection-status',
      ),
    ).toBeNull()
    const throwing = createCookieStorage({
      getCookie: () => {
        throw new Error('no request')
      },
      otherStorage: other,
    })
    expect(throwing.getItem('@portico/connection-status')).toBeNull()
  })

  it('a real connect writes only the small status items as cookies', async () => {
    const cookies = jar()
    const other = createMemoryStorage()
    const kit = createAppKit({
      adapters: [mockAdapter({ accounts: ['0x1111111111111111111111111111111111111111'] })],
      networks: [mainnet],
      projectId: 'test-project',
      storage: createCookieStorage({ ...cookies, otherStorage: other }),
      api: fixtureDataApi(),
    })
    await kit.ready
    await kit.connect({ connectorId: 'mock' })
    // What an adapter keeps (WalletConnect session keys) lands in the other storage.
    kit.storage.setItem('portico-0123456789abcdef:wc@2:client:0.3:session', 's'.repeat(2000))
    kit.destroy()
    const names = [...cookies.cookies.keys()].map(decodeURIComponent)
    expect(names.length).toBeGreaterThan(0)
    expect(names.every(isCookieStatusKey)).toBe(true)
    expect(names).toContain('@portico/connection-status')
    expect(names).toContain('@portico/connector-id/eip155')
    expect(other.getItem('portico-0123456789abcdef:wc@2:client:0.3:session')).not.toBeNull()
    expect(COOKIE_STATUS_KEYS).toContain('@portico/connected-namespaces')
  })
})
