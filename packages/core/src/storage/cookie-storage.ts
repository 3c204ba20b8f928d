import type { KitStorage } from './kit-storage.js'

export interface CookieStorageOptions {
  /** Returns the current `Cookie` header string (e.g. `a=1; b=2`), or nothing. */
  getCookie: () => string | null | undefined
  /** Receives one serialised `Set-Cookie` value (`name=value; Path=/; …`). */
  setCookie?: (setCookieValue: string) => void
  /** Cookie attributes; defaults: path `/`, SameSite Lax, max age 7 days. */
  path?: string
  maxAgeSeconds?: number
  sameSite?: 'Lax' | 'Strict' | 'None'
  secure?: boolean
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

/**
 * A storage over cookies, for server-side rendering: reads the request's `Cookie` header and
 * writes `Set-Cookie` values, so the server renders the same connection state as the browser.
 * Writes are also kept in memory so later reads in the same request see them.
 *
 * @example
 * const storage = createCookieStorage({
 *   getCookie: () => request.headers.get('cookie'),
 *   setCookie: (value) => response.headers.append('set-cookie', value),
 * })
 */
export function createCookieStorage(options: CookieStorageOptions): KitStorage {
  const written = new Map<string, string | null>()
  const attributes = (maxAge: number) =>
    [
      `Path=${options.path ?? '/'}`,
      `Max-Age=${maxAge}`,
      `SameSite=${options.sameSite ?? 'Lax'}`,
      ...(options.secure ? ['Secure'] : []),
    ].join('; ')
  return {
    getItem(key) {
      if (written.has(key)) return written.get(key) ?? null
      try {
        return parseCookieHeader(options.getCookie()).get(key) ?? null
      } catch {
        return null
      }
    },
    setItem(key, value) {
      written.set(key, value)
      const maxAge = options.maxAgeSeconds ?? 7 * 24 * 60 * 60
      options.setCookie?.(
        `${encodeURIComponent(key)}=${encodeURIComponent(value)}; ${attributes(maxAge)}`,
      )
    },
    removeItem(key) {
      written.set(key, null)
      options.setCookie?.(`${encodeURIComponent(key)}=; ${attributes(0)}`)
    },
  }
}
