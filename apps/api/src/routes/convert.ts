import {
  SwapAllowanceQuerySchema,
  SwapAllowanceResponseSchema,
  SwapBuildApproveQuerySchema,
  SwapBuildTransactionBodySchema,
  SwapChainQuerySchema,
  SwapGasPriceResponseSchema,
  SwapQuotesQuerySchema,
  SwapQuotesResponseSchema,
  SwapTokensResponseSchema,
  SwapTransactionResponseSchema,
} from '@portico/api-client/schemas'
import type { Address } from 'viem'
import { type AppContext, publicOrigin, readJson, type ServerContext } from '../context.js'
import { ApiError, validate } from '../http/api-error.js'
import { passThroughToAggregator } from '../swaps/aggregator-swaps.js'
import { createPoolSwaps, type PoolSwaps } from '../swaps/pool-swaps.js'
import { DEFAULT_SWAP_SLIPPAGE, SWAP_CHAIN_IDS, SWAPS_NOT_SUPPORTED } from '../swaps/swap-config.js'
import { routeHandlers } from './route-handlers.js'

/** `eip155:1:0xabc…` → chain 1 and the address. */
function splitCaip10(id: string): { chainId: number; address: Address } {
  const [, reference, address] = id.split(':')
  return { chainId: Number(reference), address: address as Address }
}

/**
 * Swaps (SPEC §7 `/v1/convert/*`): chains with pools of ours (the devnet) are answered from
 * them; the other swap networks of SPEC §9 go through to the configured aggregator; any other
 * chain gets "Network not supported for Swaps".
 */
export function convertRoutes(ctx: ServerContext) {
  const app = routeHandlers()
  const config = ctx.config.swaps ?? {}
  const pools = new Map<number, PoolSwaps>()
  for (const poolConfig of config.pools ?? []) {
    const chain = ctx.chains.get(poolConfig.chainId)
    if (!chain) throw new Error(`Swap pools configured for chain ${poolConfig.chainId}, not read`)
    pools.set(poolConfig.chainId, createPoolSwaps(chain, poolConfig, ctx.now))
  }

  /** The pools of `chainId`, or undefined when the aggregator answers it; else a 400. */
  const source = (chainId: number): PoolSwaps | undefined => {
    const own = pools.get(chainId)
    if (own) return own
    if (SWAP_CHAIN_IDS.includes(chainId) && config.aggregatorUrl) return undefined
    throw new ApiError(400, SWAPS_NOT_SUPPORTED, 'chainId')
  }
  const sameChain = (...ids: string[]) => {
    const chains = new Set(ids.map((id) => splitCaip10(id).chainId))
    if (chains.size !== 1) throw new ApiError(400, 'Invalid swap: the ids name different chains')
    return [...chains][0] as number
  }
  const passThrough = <T>(
    c: AppContext,
    schema: Parameters<typeof passThroughToAggregator<T>>[0]['schema'],
    body?: unknown,
  ) =>
    passThroughToAggregator({
      baseUrl: config.aggregatorUrl as string,
      path: new URL(c.req.url).pathname,
      method: body === undefined ? 'GET' : 'POST',
      query: new URL(c.req.url).searchParams,
      ...(body !== undefined ? { body } : {}),
      ...(config.aggregatorHeaders ? { headers: config.aggregatorHeaders } : {}),
      timeoutMs: config.aggregatorTimeoutMs ?? 10_000,
      schema,
    })
  const chainOfQuery = (chainId: string) => {
    const match = /^eip155:(\d{1,20})$/.exec(chainId)
    if (!match) throw new ApiError(400, SWAPS_NOT_SUPPORTED, 'chainId')
    return Number(match[1])
  }

  app.get('/v1/convert/tokens', async (c) => {
    const query = validate(SwapChainQuerySchema, c.req.query(), 'query')
    const own = source(chainOfQuery(query.chainId))
    if (!own) return c.json(await passThrough(c, SwapTokensResponseSchema))
    const origin = publicOrigin(ctx, c)
    const tokens = await own.tokens(
      (symbol) => `${origin}/public/getTokenImage/${encodeURIComponent(symbol.toLowerCase())}`,
    )
    return c.json({ tokens })
  })

  app.get('/v1/convert/gas-price', async (c) => {
    const query = validate(SwapChainQuerySchema, c.req.query(), 'query')
    const own = source(chainOfQuery(query.chainId))
    if (!own) return c.json(await passThrough(c, SwapGasPriceResponseSchema))
    return c.json(await own.gasPrice())
  })

  app.get('/v1/convert/quotes', async (c) => {
    const query = validate(SwapQuotesQuerySchema, c.req.query(), 'query')
    const own = source(sameChain(query.from, query.to, query.userAddress))
    if (!own) return c.json(await passThrough(c, SwapQuotesResponseSchema))
    const quote = await own.quote({
      amount: BigInt(query.amount),
      from: splitCaip10(query.from).address,
      to: splitCaip10(query.to).address,
    })
    return c.json({ quotes: [quote] })
  })

  app.get('/v1/convert/allowance', async (c) => {
    const query = validate(SwapAllowanceQuerySchema, c.req.query(), 'query')
    const own = source(sameChain(query.tokenAddress, query.userAddress))
    if (!own) return c.json(await passThrough(c, SwapAllowanceResponseSchema))
    const allowance = await own.allowance({
      token: splitCaip10(query.tokenAddress).address,
      owner: splitCaip10(query.userAddress).address,
    })
    return c.json({ allowance: allowance.toString() })
  })

  app.get('/v1/convert/build-approve', async (c) => {
    const query = validate(SwapBuildApproveQuerySchema, c.req.query(), 'query')
    const own = source(sameChain(query.from, query.to, query.userAddress))
    if (!own) return c.json(await passThrough(c, SwapTransactionResponseSchema))
    const tx = await own.buildApprove({
      user: splitCaip10(query.userAddress).address,
      token: splitCaip10(query.from).address,
      amount: BigInt(query.amount),
    })
    return c.json({ tx })
  })

  app.post('/v1/convert/build-transaction', async (c) => {
    const body = validate(SwapBuildTransactionBodySchema, await readJson(c), 'body')
    const own = source(sameChain(body.from, body.to, body.userAddress))
    if (!own) return c.json(await passThrough(c, SwapTransactionResponseSchema, body))
    const tx = await own.buildTransaction({
      user: splitCaip10(body.userAddress).address,
      from: splitCaip10(body.from).address,
      to: splitCaip10(body.to).address,
      amount: BigInt(body.amount),
      slippage: body.eip155?.slippage ?? config.defaultSlippage ?? DEFAULT_SWAP_SLIPPAGE,
      estimate: body.disableEstimate !== true,
    })
    return c.json({ tx })
  })

  return app.handlers
}
