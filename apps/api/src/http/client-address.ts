import type { IncomingMessage } from 'node:http'
import { BlockList, isIP } from 'node:net'

/**
 * Which proxies may tell us the client's address: `X-Forwarded-For` is read only when the
 * socket's peer is one of them, otherwise anyone could name any address and get a fresh bucket.
 */
export interface TrustedProxies {
  has(address: string): boolean
}

/** Trusted proxies from addresses and CIDR ranges (`10.0.0.0/8`, `::1`, `fd00::/8`). */
export function trustedProxies(entries: readonly string[] = []): TrustedProxies {
  const list = new BlockList()
  for (const entry of entries) {
    const [address = '', bits] = entry.trim().split('/')
    const family = isIP(address)
    if (family === 0) throw new Error(`Invalid trusted proxy ${entry}`)
    const type = family === 4 ? 'ipv4' : 'ipv6'
    if (bits === undefined) list.addAddress(address, type)
    else list.addSubnet(address, Number(bits), type)
  }
  return {
    has(address) {
      const plain = unmapIpv4(address)
      const family = isIP(plain)
      return family !== 0 && entries.length > 0 && list.check(plain, family === 4 ? 'ipv4' : 'ipv6')
    },
  }
}

/** `::ffff:1.2.3.4` (how a dual-stack socket reports IPv4 peers) → `1.2.3.4`. */
function unmapIpv4(address: string): string {
  const match = /^::ffff:(\d{1,3}(?:\.\d{1,3}){3})$/i.exec(address)
  return match?.[1] ?? address
}

/** The 8 hextets of an IPv6 address (with `::` expanded and an IPv4 tail converted). */
function ipv6Hextets(address: string): string[] | undefined {
  let text = address.split('%')[0] ?? ''
  const v4 = /(\d{1,3})\.(\d{1,3})\.(\d{1,3})\.(\d{1,3})$/.exec(text)
  if (v4) {
    const [a, b, c, d] = v4.slice(1).map(Number) as [number, number, number, number]
    text = `${text.slice(0, v4.index)}${((a << 8) | b).toString(16)}:${((c << 8) | d).toString(16)}`
  }
  const [head = '', tail] = text.split('::')
  const left = head ? head.split(':') : []
  const right = tail ? tail.split(':') : []
  const fill = tail === undefined ? [] : Array(8 - left.length - right.length).fill('0')
  const hextets = [...left, ...fill, ...right]
  return hextets.length === 8 ? hextets.map((h) => h.toLowerCase().padStart(4, '0')) : undefined
}

/**
 * The rate-limit key of a client address: IPv4 as is, IPv6 by its /64 (one subscriber usually
 * gets a whole /64 and may rotate through it freely).
 *
 * @example
 * clientKey('2001:db8:1:2::1') // '2001:0db8:0001:0002::/64'
 */
export function clientKey(address: string): string {
  const plain = unmapIpv4(address)
  if (isIP(plain) !== 6) return plain
  const hextets = ipv6Hextets(plain)
  return hextets ? `${hextets.slice(0, 4).join(':')}::/64` : plain
}

/**
 * The client's address: the socket peer, or, when the peer is a trusted proxy, the nearest
 * address in `X-Forwarded-For` (read right to left) that is not itself a trusted proxy.
 * Entries left of it were written by the client and prove nothing.
 */
export function clientAddress(
  peer: string | undefined,
  forwardedFor: string | undefined,
  proxies: TrustedProxies,
): string {
  const socket = peer ?? 'local'
  if (!forwardedFor || !proxies.has(socket)) return socket
  const hops = forwardedFor
    .split(',')
    .map((hop) => hop.trim())
    .filter((hop) => isIP(unmapIpv4(hop)) !== 0)
  for (let i = hops.length - 1; i >= 0; i--) {
    const hop = hops[i] as string
    if (!proxies.has(hop)) return hop
  }
  return hops[0] ?? socket
}

/** The rate-limit key of a raw request (the fast path, before any router): as `clientKey` of `clientAddress`. */
export function clientKeyOfRequest(request: IncomingMessage, proxies: TrustedProxies): string {
  const forwarded = request.headers['x-forwarded-for']
  return clientKey(
    clientAddress(
      request.socket.remoteAddress,
      Array.isArray(forwarded) ? forwarded.join(',') : forwarded,
      proxies,
    ),
  )
}
