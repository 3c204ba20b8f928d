import type { Context } from 'hono'

/**
 * What a request costs in rate-limit tokens. Most cost 1; a balance read with `forceUpdate`
 * skips the cache and makes one read per token per chain, so it costs `forceUpdateCost` per
 * chain it reads: the one `chainId` names, else every chain of the families that know the
 * address (`chainsOf`).
 */
export function requestCost(
  c: Context,
  options: { forceUpdateCost: number; chainsOf: (address: string) => number },
): number {
  const { pathname, searchParams } = new URL(c.req.url)
  const balance = /^\/v1\/account\/([^/]+)\/balance$/.exec(pathname)
  if (!balance?.[1]) return 1
  const force = searchParams.get('forceUpdate')
  if (force !== 'true' && force !== '1') return 1
  const chains = searchParams.get('chainId')
    ? 1
    : Math.max(1, options.chainsOf(pathSegment(balance[1])))
  return options.forceUpdateCost * chains
}

// A malformed escape is the route's 400 to give; it costs what an unknown address does.
function pathSegment(segment: string): string {
  try {
    return decodeURIComponent(segment)
  } catch {
    return segment
  }
}
