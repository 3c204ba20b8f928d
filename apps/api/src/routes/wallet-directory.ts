import { GetWalletsQuerySchema, ImageIdSchema } from '@portico/api-client/schemas'
import type { ServerContext } from '../context.js'
import { iconSvg } from '../directory/images.js'
import { queryWallets } from '../directory/wallet-listing.js'
import { validate } from '../http/api-error.js'
import { sendCachedJson } from '../http/cached-json.js'
import { routeHandlers } from './route-handlers.js'

const SVG_HEADERS = {
  'content-type': 'image/svg+xml',
  'cache-control': 'public, max-age=86400, immutable',
  'content-security-policy': "default-src 'none'; style-src 'unsafe-inline'",
  'x-content-type-options': 'nosniff',
}

/** Wallet directory (SPEC §7): `/getWallets`, the four image paths, `/getAnalyticsConfig`. */
export function walletDirectoryRoutes(ctx: ServerContext) {
  const app = routeHandlers()
  const byId = new Map(ctx.listing.map((wallet) => [wallet.id, wallet]))

  // The listing never changes while the process runs: an answer is ready bytes for good.
  app.get('/getWallets', (c) => {
    const query = validate(GetWalletsQuerySchema, c.req.query(), 'query')
    const body = JSON.stringify(queryWallets(ctx.listing, query))
    return sendCachedJson(ctx, c, {
      source: 'wallets',
      cached: { body, expiresAt: Number.POSITIVE_INFINITY },
      holdMs: Number.POSITIVE_INFINITY,
    })
  })

  app.get('/getWalletImage/:id', (c) => {
    const id = validate(ImageIdSchema, c.req.param('id'), 'image id')
    const wallet = byId.get(id)
    if (!wallet) return c.json({ status: 404, reasons: [{ description: 'Image not found' }] }, 404)
    return c.body(iconSvg(wallet.name, wallet.color), 200, SVG_HEADERS)
  })

  for (const path of [
    '/public/getAssetImage/:id',
    '/public/getCurrencyImage/:id',
    '/public/getTokenImage/:id',
  ] as const) {
    app.get(path, (c) => {
      const id = validate(ImageIdSchema, c.req.param('id'), 'image id')
      return c.body(iconSvg(id.replace(/^nft-\d+-0x[0-9a-f]{6}[0-9a-f]*-/, '#')), 200, SVG_HEADERS)
    })
  }

  app.get('/getAnalyticsConfig', (c) =>
    c.json({ isAnalyticsEnabled: ctx.config.analyticsEnabled ?? true }),
  )
  return app.handlers
}
