/** The example's own cookie: the connected EVM address, so the server can draw it before hydration. */
export const ACCOUNT_COOKIE = 'portico-example-account'

/** Portico's storage keys (and so its cookie names) all start with this. */
const PORTICO_KEY_PREFIX = '@portico/'

/** What a request's cookies tell the server about the visitor's saved connection. */
export interface SavedSession {
  /** Only Portico's own cookies (`name=value; …`): the rest of the header never reaches the page. */
  porticoCookies: string
  /** The address the browser last saw connected, when it is a well-formed EVM address. */
  account: `0x${string}` | undefined
}

const EVM_ADDRESS = /^0x[0-9a-fA-F]{40}$/

function decodeName(raw: string): string | undefined {
  try {
    return decodeURIComponent(raw)
  } catch {
    return undefined
  }
}

/**
 * Picks Portico's cookies and the example's account cookie out of a `Cookie` header. The header is
 * untrusted input: the account is kept only when it is an address, anything else is ignored.
 */
export function readSavedSession(cookieHeader: string | null | undefined): SavedSession {
  const portico: string[] = []
  let account: `0x${string}` | undefined
  for (const part of (cookieHeader ?? '').split(';')) {
    const pair = part.trim()
    const index = pair.indexOf('=')
    if (index <= 0) continue
    const name = decodeName(pair.slice(0, index))
    const value = pair.slice(index + 1)
    if (name?.startsWith(PORTICO_KEY_PREFIX)) portico.push(pair)
    else if (name === ACCOUNT_COOKIE && EVM_ADDRESS.test(value)) account = value as `0x${string}`
  }
  return { porticoCookies: portico.join('; '), account }
}

/** The `document.cookie` assignment that keeps (or, with `undefined`, forgets) the account. */
export function accountCookie(address: string | undefined, secure: boolean): string {
  const attributes = `Path=/; SameSite=Lax${secure ? '; Secure' : ''}`
  return address && EVM_ADDRESS.test(address)
    ? `${ACCOUNT_COOKIE}=${address}; Max-Age=${7 * 24 * 60 * 60}; ${attributes}`
    : `${ACCOUNT_COOKIE}=; Max-Age=0; ${attributes}`
}
