import { type Address, type PublicClient, parseAbi, zeroAddress } from 'viem'

const routerAbi = parseAbi([
  'function getPair(address, address) view returns (address)',
  'function getAmountsOut(uint256 amountIn, address[] path) view returns (uint256[] amounts)',
])
const pairAbi = parseAbi([
  'function token0() view returns (address)',
  'function getReserves() view returns (uint256, uint256)',
])

/** A path through the router's pools and what it gives now. */
export interface Route {
  path: Address[]
  amountOut: bigint
  /** Loss against the pools' mid price, fees left out, in percent (2 decimals). */
  priceImpact: number
  /** The pools' 0.3% fees, in the input token's base units. */
  fee: bigint
}

/**
 * The best route from `from` to `to` (wrapped addresses): the direct pool, or one hop through a
 * hub token, whichever gives more. Amounts come from the router's own `getAmountsOut`.
 * Undefined when no pool connects them.
 */
export async function findRoute(params: {
  client: PublicClient
  router: Address
  from: Address
  to: Address
  hubs: readonly Address[]
  amount: bigint
}): Promise<Route | undefined> {
  const { client, router } = params
  const same = (a: Address, b: Address) => a.toLowerCase() === b.toLowerCase()
  const pairOf = (a: Address, b: Address) =>
    client.readContract({ address: router, abi: routerAbi, functionName: 'getPair', args: [a, b] })
  const candidates: Address[][] = [
    [params.from, params.to],
    ...params.hubs
      .filter((hub) => !same(hub, params.from) && !same(hub, params.to))
      .map((hub) => [params.from, hub, params.to]),
  ]
  const pairs = new Map<string, Address>()
  const pairKey = (a: Address, b: Address) => [a.toLowerCase(), b.toLowerCase()].sort().join()
  const connected = async (path: Address[]) => {
    for (let i = 0; i + 1 < path.length; i++) {
      const a = path[i] as Address
      const b = path[i + 1] as Address
      const key = pairKey(a, b)
      if (!pairs.has(key)) pairs.set(key, await pairOf(a, b))
      if (pairs.get(key) === zeroAddress) return false
    }
    return true
  }
  let best: { path: Address[]; amountOut: bigint } | undefined
  for (const path of candidates) {
    if (!(await connected(path))) continue
    const amounts = await client.readContract({
      address: router,
      abi: routerAbi,
      functionName: 'getAmountsOut',
      args: [params.amount, path],
    })
    const amountOut = amounts.at(-1) ?? 0n
    if (!best || amountOut > best.amountOut) best = { path, amountOut }
  }
  if (!best) return undefined
  // Mid-price output: the input after fees at each pool's reserve ratio, in fixed point.
  const scale = 10n ** 18n
  let ideal = params.amount * scale
  for (let i = 0; i + 1 < best.path.length; i++) {
    const a = best.path[i] as Address
    const pair = pairs.get(pairKey(a, best.path[i + 1] as Address)) as Address
    const [token0, [reserve0, reserve1]] = await Promise.all([
      client.readContract({ address: pair, abi: pairAbi, functionName: 'token0' }),
      client.readContract({ address: pair, abi: pairAbi, functionName: 'getReserves' }),
    ])
    const [reserveIn, reserveOut] = same(token0, a) ? [reserve0, reserve1] : [reserve1, reserve0]
    ideal = (ideal * 997n * reserveOut) / (1000n * reserveIn)
  }
  const hops = BigInt(best.path.length - 1)
  const kept = 997n ** hops
  const fee = params.amount - (params.amount * kept) / 1000n ** hops
  const impactBasis = ideal === 0n ? 0n : 10_000n - (best.amountOut * scale * 10_000n) / ideal
  return {
    path: best.path,
    amountOut: best.amountOut,
    priceImpact: Math.max(0, Number(impactBasis)) / 100,
    fee,
  }
}
