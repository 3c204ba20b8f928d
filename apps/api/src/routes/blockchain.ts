import {
  AddressParamSchema,
  BalanceQuerySchema,
  EvmAddressSchema,
  FungiblePriceBodySchema,
  HistoryQuerySchema,
} from '@portico/api-client/schemas'
import {
  type AppContext,
  cacheOrigin,
  publicOrigin,
  readJson,
  type ServerContext,
} from '../context.js'
import {
  readAccountBalances,
  readAccountHistory,
  readAccountNfts,
  readFungiblePrices,
} from '../families/family-reads.js'
import { HISTORY_PAGE_SIZE } from '../families/family-source.js'
import {
  type AccountTarget,
  accountCacheAddress,
  accountTargets,
} from '../families/family-sources.js'
import { ApiError, validate } from '../http/api-error.js'
import { sendCachedJson } from '../http/cached-json.js'
import type { CachedBody } from '../http/replica-cache.js'
import { routeHandlers } from './route-handlers.js'

/**
 * Blockchain data API (SPEC §7): supported chains, identity, history, balance, fungible price.
 * Every family (EVM, Solana, Bitcoin, Polkadot) answers through the same code: `ctx.families`
 * says which chains each serves, how it spells an account and what it can list.
 */
export function blockchainRoutes(ctx: ServerContext) {
  const app = routeHandlers()

  // Cached answers: kept as ready bytes for the fast path, linked to their data key so a
  // replaced entry (a forceUpdate) takes its ready bytes with it.
  const sendBalance = (c: AppContext, key: string, cached: CachedBody, keep = true) =>
    sendCachedJson(ctx, c, {
      source: `balance|${key}`,
      cached,
      holdMs: ctx.balanceCache.holdMs,
      keep,
    })
  const storeBalance = async (
    c: AppContext,
    key: string,
    body: string,
    forced: boolean | undefined,
  ) => {
    const stored = await ctx.balanceCache.set(key, body)
    ctx.ready.forget(`balance|${key}`)
    return sendBalance(c, key, stored, !forced)
  }
  const sendHistory = (c: AppContext, key: string, cached: CachedBody) =>
    sendCachedJson(ctx, c, { source: `history|${key}`, cached, holdMs: ctx.historyCache.holdMs })
  const storeHistory = async (c: AppContext, key: string, body: string) => {
    const stored = await ctx.historyCache.set(key, body)
    ctx.ready.forget(`history|${key}`)
    return sendHistory(c, key, stored)
  }

  const pageSize = ctx.config.historyPageSize ?? HISTORY_PAGE_SIZE
  const tokenImage = (origin: string) => (symbol: string) =>
    `${origin}/public/getTokenImage/${encodeURIComponent(symbol.toLowerCase())}`
  const assetImage = (origin: string) => (id: string) =>
    `${origin}/public/getAssetImage/${encodeURIComponent(id)}`
  /** The targets of a read that needs at least one family to know the address. */
  const someTargets = (targets: AccountTarget[]) => {
    if (targets.length === 0) throw new ApiError(400, 'Invalid address', 'address')
    return targets
  }

  app.get('/v1/supported-chains', (c) =>
    c.json({ http: ctx.families.flatMap((family) => family.chains), ws: [] }),
  )

  app.get('/v1/identity/:address', async (c) => {
    const address = validate(EvmAddressSchema, c.req.param('address'), 'address')
    const [profile] = await ctx.names.reverse(address)
    const avatar = profile?.attributes?.avatar
    return c.json({
      name: profile?.name ?? null,
      avatar: avatar && /^https:\/\//.test(avatar) ? avatar : null,
    })
  })

  app.get('/v1/account/:address/balance', async (c) => {
    const query = validate(BalanceQuerySchema, c.req.query(), 'query')
    const address = validate(AddressParamSchema, c.req.param('address'), 'address')
    const targets = someTargets(accountTargets(ctx.families, address, query.chainId))
    const key = `${accountCacheAddress(targets, address)}|${query.chainId ?? '*'}|${query.currency}`
    const cached = query.forceUpdate ? undefined : await ctx.balanceCache.get(key)
    if (cached) return sendBalance(c, key, cached)
    const balances = await readAccountBalances(targets, {
      address,
      currency: query.currency,
      iconUrl: tokenImage(cacheOrigin(ctx)),
    })
    return storeBalance(c, key, JSON.stringify({ balances }), query.forceUpdate)
  })

  app.get('/v1/account/:address/history', async (c) => {
    const address = validate(AddressParamSchema, c.req.param('address'), 'address')
    const query = validate(HistoryQuerySchema, c.req.query(), 'query')
    const targets = accountTargets(ctx.families, address, query.chainId)
    // No family knows the address: nothing happened to it here (not an error, as for the kit).
    if (targets.length === 0) return c.json({ data: [], next: null })
    const key = `${accountCacheAddress(targets, address)}|${query.chainId ?? '*'}|${query.cursor ?? ''}`
    const cached = await ctx.historyCache.get(key)
    if (cached) return sendHistory(c, key, cached)
    const origin = cacheOrigin(ctx)
    const body = JSON.stringify(
      await readAccountHistory(targets, {
        address,
        cursor: query.cursor,
        pageSize,
        tokenImageUrl: tokenImage(origin),
        assetImageUrl: assetImage(origin),
      }),
    )
    return storeHistory(c, key, body)
  })

  // Held NFTs (not in SPEC §7: our addition so a wallet view can list what is held now), from
  // the families that list them.
  app.get('/v1/account/:address/nfts', async (c) => {
    const address = validate(AddressParamSchema, c.req.param('address'), 'address')
    const query = validate(HistoryQuerySchema, c.req.query(), 'query')
    const listing = ctx.families.filter((family) => family.nfts !== undefined)
    const targets = someTargets(accountTargets(listing, address, query.chainId))
    const data = await readAccountNfts(targets, {
      address,
      assetImageUrl: assetImage(publicOrigin(ctx, c)),
    })
    return c.json({ data })
  })

  app.post('/v1/fungible/price', async (c) => {
    const body = validate(FungiblePriceBodySchema, await readJson(c), 'body')
    const fungibles = await readFungiblePrices(
      ctx.families,
      body.addresses,
      tokenImage(publicOrigin(ctx, c)),
    )
    return c.json({ fungibles })
  })

  return app.handlers
}
