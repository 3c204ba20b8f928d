import {
  AddressParamSchema,
  BalanceQuerySchema,
  EvmAddressSchema,
  FungiblePriceBodySchema,
  HistoryQuerySchema,
} from '@portico/api-client/schemas'
import { chainIdFromCaip2 } from '../chain/chain-clients.js'
import {
  type AppContext,
  cacheOrigin,
  publicOrigin,
  readJson,
  type ServerContext,
} from '../context.js'
import { HISTORY_PAGE_SIZE } from '../families/evm/evm-history.js'
import { readFamilyBalances, readFamilyHistory } from '../families/family-reads.js'
import { familySourcesFor } from '../families/family-sources.js'
import { ApiError, validate } from '../http/api-error.js'
import { sendCachedJson } from '../http/cached-json.js'
import type { CachedBody } from '../http/replica-cache.js'
import { routeHandlers } from './route-handlers.js'

/** Blockchain data API (SPEC §7): supported chains, identity, history, balance, fungible price. */
export function blockchainRoutes(ctx: ServerContext) {
  const app = routeHandlers()

  const chainFor = (caip2: string | undefined) => {
    if (caip2 === undefined) return undefined
    const id = chainIdFromCaip2(caip2)
    const chain = id === undefined ? undefined : ctx.chains.get(id)
    if (!chain) throw new ApiError(400, 'Unsupported chain', 'chainId')
    return chain
  }

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

  app.get('/v1/supported-chains', (c) =>
    c.json({
      http: [
        ...[...ctx.chains.values()].map((chain) => chain.caip2),
        ...ctx.families.flatMap((family) => family.chains),
      ],
      ws: [],
    }),
  )

  /** The non-EVM sources for this request, or undefined for the EVM path (400 for an unknown chain). */
  const familyTargets = (address: string, chainId: string | undefined) => {
    const targets = familySourcesFor(ctx.families, address, chainId)
    if (targets === undefined) return undefined
    if (chainId !== undefined && targets.length === 0)
      throw new ApiError(400, 'Unsupported chain', 'chainId')
    return targets.length > 0 ? targets : undefined
  }

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
    const raw = validate(AddressParamSchema, c.req.param('address'), 'address')
    const targets = familyTargets(raw, query.chainId)
    if (targets) {
      // Base58 and SS58 are case-sensitive: the key keeps the address as sent.
      const key = `${raw}|${query.chainId ?? '*'}|${query.currency}`
      const cached = query.forceUpdate ? undefined : await ctx.balanceCache.get(key)
      if (cached) return sendBalance(c, key, cached)
      const origin = cacheOrigin(ctx)
      const balances = await readFamilyBalances(targets, {
        address: raw,
        currency: query.currency,
        iconUrl: (symbol) =>
          `${origin}/public/getTokenImage/${encodeURIComponent(symbol.toLowerCase())}`,
      })
      return storeBalance(c, key, JSON.stringify({ balances }), query.forceUpdate)
    }
    const address = validate(EvmAddressSchema, raw, 'address')
    const chains = query.chainId ? [chainFor(query.chainId)] : [...ctx.chains.values()]
    const origin = cacheOrigin(ctx)
    const key = `${address.toLowerCase()}|${query.chainId ?? '*'}|${query.currency}`
    const cached = query.forceUpdate ? undefined : await ctx.balanceCache.get(key)
    if (cached) return sendBalance(c, key, cached)
    const balances = await readFamilyBalances(
      chains.flatMap((chain) => (chain ? [{ source: ctx.evm, caip2: chain.caip2 }] : [])),
      {
        address,
        currency: query.currency,
        iconUrl: (symbol) =>
          `${origin}/public/getTokenImage/${encodeURIComponent(symbol.toLowerCase())}`,
      },
    )
    return storeBalance(c, key, JSON.stringify({ balances }), query.forceUpdate)
  })

  app.get('/v1/account/:address/history', async (c) => {
    const address = validate(AddressParamSchema, c.req.param('address'), 'address')
    const query = validate(HistoryQuerySchema, c.req.query(), 'query')
    const targets = familyTargets(address, query.chainId)
    if (targets) {
      const origin = cacheOrigin(ctx)
      const key = `${address}|${query.chainId ?? '*'}|${query.cursor ?? ''}`
      const cached = await ctx.historyCache.get(key)
      if (cached) return sendHistory(c, key, cached)
      const body = JSON.stringify(
        await readFamilyHistory(targets, {
          address,
          cursor: query.cursor,
          pageSize,
          tokenImageUrl: (symbol) =>
            `${origin}/public/getTokenImage/${encodeURIComponent(symbol.toLowerCase())}`,
          assetImageUrl: (id) => `${origin}/public/getAssetImage/${encodeURIComponent(id)}`,
        }),
      )
      return storeHistory(c, key, body)
    }
    const chain = chainFor(query.chainId)
    if (!/^0x[0-9a-fA-F]{40}$/.test(address)) return c.json({ data: [], next: null })
    const origin = cacheOrigin(ctx)
    const key = `${address.toLowerCase()}|${query.chainId ?? '*'}|${query.cursor ?? ''}`
    const cached = await ctx.historyCache.get(key)
    if (cached) return sendHistory(c, key, cached)
    const body = JSON.stringify(
      await ctx.evm.history({
        address,
        caip2: chain?.caip2,
        cursor: query.cursor,
        pageSize,
        assetImageUrl: (id) => `${origin}/public/getAssetImage/${encodeURIComponent(id)}`,
        tokenImageUrl: (symbol) =>
          `${origin}/public/getTokenImage/${encodeURIComponent(symbol.toLowerCase())}`,
      }),
    )
    return storeHistory(c, key, body)
  })

  // Held NFTs (not in SPEC §7: our addition so a wallet view can list what is held now).
  app.get('/v1/account/:address/nfts', async (c) => {
    const address = validate(EvmAddressSchema, c.req.param('address'), 'address')
    const query = validate(HistoryQuerySchema, c.req.query(), 'query')
    const chain = chainFor(query.chainId)
    const origin = publicOrigin(ctx, c)
    const data = await ctx.evm.nfts({
      address,
      caip2: chain?.caip2,
      assetImageUrl: (id) => `${origin}/public/getAssetImage/${encodeURIComponent(id)}`,
    })
    return c.json({ data })
  })

  app.post('/v1/fungible/price', async (c) => {
    const body = validate(FungiblePriceBodySchema, await readJson(c), 'body')
    const origin = publicOrigin(ctx, c)
    const fungibles = []
    for (const caip10 of body.addresses) {
      const [namespace, reference, address = ''] = caip10.split(':')
      const chain = namespace === 'eip155' ? ctx.chains.get(Number(reference)) : undefined
      if (!chain) continue
      const native = /^0x[eE]{40}$/.test(address)
      const rows = native
        ? []
        : await ctx.db.query<{ name: string | null; symbol: string | null }>(
            'SELECT name, symbol FROM tokens WHERE chain_id = $1 AND address = $2',
            [chain.chainId, address.toLowerCase()],
          )
      const meta = native ? chain.nativeCurrency : rows[0]
      if (!meta?.symbol) continue
      fungibles.push({
        name: meta.name ?? meta.symbol,
        symbol: meta.symbol,
        iconUrl: `${origin}/public/getTokenImage/${encodeURIComponent(meta.symbol.toLowerCase())}`,
        price: ctx.prices.price({
          chainId: chain.chainId,
          address: native ? undefined : address,
          symbol: meta.symbol,
        }),
      })
    }
    return c.json({ fungibles })
  })

  return app.handlers
}
