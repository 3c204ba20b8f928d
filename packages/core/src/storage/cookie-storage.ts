import type { KitStorage } from './kit-storage.js'
import { createLocalStorage } from './local-storage.js'
import { STORAGE_KEY_PREFIX, storageItems } from './storage-items.js'

export interface CookieStorageOptions {
  /** Returns the current `Cookie` header string (e.g. `a=1; b=2`), or nothing. */
  getCookie: () => string | null | undefined
  /** Receives one serialised `Set-Cookie` value (`name=value; Path=/; …`). */
  setCookie?: (setCookieValue: string) => void
  /** Cookie attributes; defaults: path `/`, SameSite Lax, max age 7 days. */
  path?: string
  maxAgeSeconds?: number
  sameSite?: 'Lax' | 'Strict' | 'None'
  /**
   * Mark cookies `Secure`. Default: `true`, except in a browser page served over plain `http:`.
   * On a server that answers over plain http on a host other than localhost, pass `false`.
   */
  secure?: boolean
  /**
   * Where every item that is not one of Portico's small status items goes (WalletConnect keys and
   * sessions, wagmi state, caches, recent wallets). Default: `createLocalStorage()` (browser
   * localStorage; memory on the server).
   */
  otherStorage?: KitStorage
}

/**
 * The items a server render needs to draw the same connection state as the browser: all small.
 * Nothing else goes into a cookie, which is sent with every request and dropped silently over
 * ~4 KB: WalletConnect's keys and sessions and wagmi's state stay in localStorage.
 */
export const COOKIE_STATUS_KEYS: readonly string[] = [
  storageItems.activeNamespace.key,
  storageItems.activeNetworkId.key,
  storageItems.connectionStatus.key,
  storageItems.connectedNamespaces.key,
]
const CONNECTOR_ID_PREFIX = `${STORAGE_KEY_PREFIX}connector-id/`
// The saved address per namespace: a server render paints it as the browser does.
const SAVED_ADDRESS_PREFIX = `${STORAGE_KEY_PREFIX}address/`

/** Longest `name=value` pair written as a cookie; larger values go to `otherStorage`. */
export const MAX_COOKIE_PAIR_BYTES = 3800

/** Whether `key` is one of Portico's status items kept in a cookie. */
export function isCookieStatusKey(key: string): boolean {
  return (
    COOKIE_STATUS_KEYS.includes(key) ||
    key.startsWith(CONNECTOR_ID_PREFIX) ||
    key.startsWith(SAVED_ADDRESS_PREFIX)
  )
}

function parseCookieHeader(header: string | null | undefined): Map<string, string> {
  const cookies = new Map<string, string>()
  if (!header) return cookies
  for (const part of header.split(';')) {
    const index = part.indexOf('=')
    if (index <= 0) continue
    const name = safeDecode(part.slice(0, index).trim())
    const value = safeDecode(part.slice(index + 1).trim())
    if (name !== undefined && value !== undefined && !cookies.has(name)) cookies.set(name, value)
  }
  return cookies
}

function safeDecode(text: string): string | undefined {
  try {
    return decodeURIComponent(text)
  } catch {
    return undefined
  }
}

function defaultSecure(): boolean {
  const protocol = (globalThis as { location?: { protocol?: string } }).location?.protocol
  return protocol !== 'http:'
}

/**
 * A storage for server-side rendering: Portico's status items ({@link COOKIE_STATUS_KEYS} and the
 * connector id per namespace) live in cookies, read from the request's `Cookie` header and
 * written as `Set-Cookie` values, so the server renders the same connection state as the browser.
 * Every other item (WalletConnect keys and sessions, wagmi state, caches) goes to `otherStorage`,
 * localStorage by default: cookies travel with every request and are dropped over ~4 KB.
 * Cookies are `Secure` by default (see `secure`). Writes are also kept in memory so later reads in
 * the same request see them.
 *
 * @example
 * const storage = createCookieStorage({
 *   getCookie: () => request.headers.get('cookie'),
 *   setCookie: (value) => response.headers.append('set-cookie', value),
 * })
 */
export function createCookieStorage(options: CookieStorageOptions): KitStorage {
  const other = options.otherStorage ?? createLocalStorage()
  const written = new Map<string, string | null>()
  const secure = options.secure ?? defaultSecure()
  const attributes = (maxAge: number) =>
    [
      `Path=${options.path ?? '/'}`,
      `Max-Age=${maxAge}`,
      `SameSite=${options.sameSite ?? 'Lax'}`,
      ...(secure ? ['Secure'] : []),
    ].join('; ')
  const expire = (key: string) => {
    written.set(key, null)
    options.setCookie?.(`${encodeURIComponent(key)}=; ${attributes(0)}`)
  }
  return {
    getItem(key) {
      if (!isCookieStatusKey(key)) return other.getItem(key)
      if (written.has(key)) return written.get(key) ?? other.getItem(key)
      try {
        return parseCookieHeader(options.getCookie()).get(key) ?? other.getItem(key)
      } catch {
        return other.getItem(key)
      }
    },
    setItem(key, value) {
      if (!isCookieStatusKey(key)) {
        other.setItem(key, value)
        return
      }
      const pair = `${encodeURIComponent(key)}=${encodeURIComponent(value)}`
      if (new TextEncoder().encode(pair).length > MAX_COOKIE_PAIR_BYTES) {
        // Too big for a cookie (the browser would drop it silently): keep it out of the header.
        expire(key)
        other.setItem(key, value)
        return
      }
      written.set(key, value)
      other.removeItem(key)
      const maxAge = options.maxAgeSeconds ?? 7 * 24 * 60 * 60
      options.setCookie?.(`${pair}; ${attributes(maxAge)}`)
    },
    removeItem(key) {
      other.removeItem(key)
      if (isCookieStatusKey(key)) expire(key)
    },
  }
}
