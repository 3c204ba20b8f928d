import type {
  SwapGasPriceResponse,
  SwapQuote,
  SwapToken,
  SwapTransaction,
} from '@portico/api-client'
import { type Address, encodeFunctionData, erc20Abi, type Hex, maxUint256, parseAbi } from 'viem'
import type { ChainHandle } from '../chain/chain-clients.js'
import { ApiError } from '../http/api-error.js'
import type { SwapPoolsConfig } from './swap-config.js'
import { findRoute, type Route } from './swap-route.js'

/** How the data API names the native coin in CAIP-10 ids. */
export const NATIVE_TOKEN = '0xEeeeeEeeeEeEeeEeEeEeeEEEeeeeEeeeeeeeEEeE'

const routerAbi = parseAbi([
  'function getAmountsOut(uint256 amountIn, address[] path) view returns (uint256[] amounts)',
  'function swapExactTokensForTokens(uint256 amountIn, uint256 amountOutMin, address[] path, address to, uint256 deadline) returns (uint256[] amounts)',
  'function swapExactETHForTokens(uint256 amountOutMin, address[] path, address to, uint256 deadline) payable returns (uint256[] amounts)',
  'function swapExactTokensForETH(uint256 amountIn, uint256 amountOutMin, address[] path, address to, uint256 deadline) returns (uint256[] amounts)',
])

/** Seconds a built swap stays valid (the router's deadline). */
const DEADLINE_SECONDS = 20 * 60

export interface PoolSwaps {
  tokens(iconUrl: (symbol: string) => string): Promise<SwapToken[]>
  quote(params: { amount: bigint; from: Address; to: Address }): Promise<SwapQuote>
  allowance(params: { token: Address; owner: Address }): Promise<bigint>
  gasPrice(): Promise<SwapGasPriceResponse>
  buildApprove(params: { user: Address; token: Address; amount: bigint }): Promise<SwapTransaction>
  buildTransaction(params: {
    user: Address
    from: Address
    to: Address
    amount: bigint
    slippage: number
    estimate: boolean
  }): Promise<SwapTransaction>
}

/**
 * Swaps answered from our own constant-product pools on a chain we read (the devnet): tokens read
 * on chain, quotes from the router's `getAmountsOut` over the current reserves, calldata for the
 * router. Token and account addresses are bare here; the routes turn CAIP-10 ids into them.
 */
export function createPoolSwaps(
  chain: ChainHandle,
  pools: SwapPoolsConfig,
  now: () => number,
): PoolSwaps {
  const client = chain.client
  const caip = (address: string) => `${chain.caip2}:${address}`
  const isNative = (address: Address) => address.toLowerCase() === NATIVE_TOKEN.toLowerCase()
  // Token metadata never changes: read once per replica.
  let metadata: Promise<Omit<SwapToken, 'logoUri'>[]> | undefined

  const readTokens = async () => {
    const read = await Promise.all(
      pools.tokens.map(async (address) => {
        const [name, symbol, decimals] = await Promise.all([
          client.readContract({ address, abi: erc20Abi, functionName: 'name' }),
          client.readContract({ address, abi: erc20Abi, functionName: 'symbol' }),
          client.readContract({ address, abi: erc20Abi, functionName: 'decimals' }),
        ])
        return { name, symbol, decimals, address: caip(address) }
      }),
    )
    return [
      {
        ...chain.nativeCurrency,
        address: caip(NATIVE_TOKEN),
      },
      ...read,
    ]
  }

  const route = async (from: Address, to: Address, amount: bigint): Promise<Route> => {
    if (amount <= 0n) throw new ApiError(400, 'Invalid amount: must be more than zero', 'amount')
    const wrap = (address: Address) => (isNative(address) ? pools.wrappedNative : address)
    if (wrap(from).toLowerCase() === wrap(to).toLowerCase())
      throw new ApiError(400, 'Invalid pair: the tokens must differ', 'to')
    const found = await findRoute({
      client,
      router: pools.router,
      from: wrap(from),
      to: wrap(to),
      hubs: [pools.wrappedNative, ...pools.tokens],
      amount,
    })
    if (!found) throw new ApiError(400, 'No swap route for these tokens', 'to')
    return found
  }

  const gasPrice = () => client.getGasPrice()

  return {
    async tokens(iconUrl) {
      metadata ??= readTokens().catch((error: unknown) => {
        metadata = undefined
        throw error
      })
      return (await metadata).map((token) => ({ ...token, logoUri: iconUrl(token.symbol) }))
    },
    async quote({ amount, from, to }) {
      const found = await route(from, to, amount)
      return {
        id: null,
        fromAmount: amount.toString(),
        fromAccount: caip(from),
        toAmount: found.amountOut.toString(),
        toAccount: caip(to),
        priceImpact: found.priceImpact,
        fee: found.fee.toString(),
      }
    },
    async allowance({ token, owner }) {
      if (isNative(token)) return maxUint256
      return client.readContract({
        address: token,
        abi: erc20Abi,
        functionName: 'allowance',
        args: [owner, pools.router],
      })
    },
    async gasPrice() {
      const price = await gasPrice()
      return {
        standard: price.toString(),
        fast: ((price * 5n) / 4n).toString(),
        instant: ((price * 3n) / 2n).toString(),
      }
    },
    async buildApprove({ user, token, amount }) {
      if (isNative(token)) throw new ApiError(400, 'The native coin needs no approval', 'from')
      return {
        from: caip(user),
        to: caip(token),
        data: encodeFunctionData({
          abi: erc20Abi,
          functionName: 'approve',
          args: [pools.router, amount],
        }),
        value: '0',
        eip155: { gasPrice: (await gasPrice()).toString() },
      }
    },
    async buildTransaction({ user, from, to, amount, slippage, estimate }) {
      const found = await route(from, to, amount)
      // Slippage in hundredths of a percent, so "0.5" stays exact.
      const minOut = (found.amountOut * BigInt(Math.round((100 - slippage) * 100))) / 10_000n
      const deadline = BigInt(Math.floor(now() / 1000) + DEADLINE_SECONDS)
      let data: Hex
      let value = 0n
      if (isNative(from)) {
        value = amount
        data = encodeFunctionData({
          abi: routerAbi,
          functionName: 'swapExactETHForTokens',
          args: [minOut, found.path, user, deadline],
        })
      } else {
        data = encodeFunctionData({
          abi: routerAbi,
          functionName: isNative(to) ? 'swapExactTokensForETH' : 'swapExactTokensForTokens',
          args: [amount, minOut, found.path, user, deadline],
        })
      }
      const price = await gasPrice()
      // Without an estimate (or before the approval, when one would revert) a fixed allowance
      // per hop stands in.
      let gas = 120_000n + 80_000n * BigInt(found.path.length - 1)
      if (estimate) {
        try {
          gas = await client.estimateGas({ account: user, to: pools.router, data, value })
        } catch (error) {
          throw new ApiError(400, 'The swap would fail (is the allowance enough?)', 'amount', error)
        }
      }
      return {
        from: caip(user),
        to: caip(pools.router),
        data,
        value: value.toString(),
        eip155: { gas: gas.toString(), gasPrice: price.toString() },
      }
    },
  }
}
