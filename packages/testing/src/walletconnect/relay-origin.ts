/**
 * Which browser pages may open a socket to the local relay. A browser sends `Origin` with every
 * WebSocket handshake and does not apply the same-origin policy to WebSockets, so without this any
 * web page the developer visits could talk to (and fill) the relay on 127.0.0.1. Node clients
 * (WalletConnect's Node client, tests) send no `Origin` and are let through.
 */

const LOOPBACK_HOSTS = new Set(['127.0.0.1', 'localhost', '[::1]'])

/** `http(s)://127.0.0.1|localhost|[::1]` on any port: the pages the lab serves. */
export function isLoopbackOrigin(origin: string): boolean {
  let url: URL
  try {
    url = new URL(origin)
  } catch {
    return false
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') return false
  // An origin is scheme://host[:port] and nothing else.
  if (url.origin !== origin) return false
  return LOOPBACK_HOSTS.has(url.hostname)
}

/** An allowlist of exact origins, or a predicate. */
export type RelayOriginPolicy = readonly string[] | ((origin: string) => boolean)

/**
 * Whether a handshake with `origin` (undefined when the header is absent) is accepted under
 * `policy` (default: loopback origins only).
 */
export function isRelayOriginAllowed(
  origin: string | undefined,
  policy: RelayOriginPolicy = isLoopbackOrigin,
): boolean {
  if (origin === undefined || origin === '') return true
  return typeof policy === 'function' ? policy(origin) : policy.includes(origin)
}
