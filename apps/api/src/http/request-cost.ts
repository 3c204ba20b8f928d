import type { Context } from 'hono'

/**
 * What a request costs in rate-limit tokens. Most cost 1; a balance read with `forceUpdate`
 * skips the cache and makes one RPC read per token per chain, so it costs `forceUpdateCost`
 * per chain it reads (all configured chains when no `chainId` narrows it).
 */
export function requestCost(
  c: Context,
  options: { forceUpdateCost: number; chainCount: number },
): number {
  const { pathname, searchParams } = new URL(c.req.url)
  if (!/^\/v1\/account\/[^/]+\/balance$/.test(pathname)) return 1
  const force = searchParams.get('forceUpdate')
  if (force !== 'true' && force !== '1') return 1
  const chains = searchParams.get('chainId') ? 1 : Math.max(1, options.chainCount)
  return options.forceUpdateCost * chains
}
