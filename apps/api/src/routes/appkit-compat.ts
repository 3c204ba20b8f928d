import { Hono } from 'hono'
import type { AppContext, AppEnv, ServerContext } from '../context.js'
import { ApiError } from '../http/api-error.js'
import type { TakeResult } from '../http/token-buckets.js'
import { analyticsRoutes } from './analytics.js'
import { mountRoutes } from './mount-routes.js'
import { routeHandlers } from './route-handlers.js'
import { ROUTES } from './route-table.js'

/** One entry of AppKit's remote project configuration (`features[]` of `/appkit/v1/config`). */
export interface AppKitRemoteFeature {
  id: string
  isEnabled: boolean
  /** AppKit reads `null` as "use the app's local setting", an array as the remote setting. */
  config: string[] | null
}

/**
 * The remote features AppKit 1.8 reads at start, from what this server serves: a feature whose
 * backend lives only in Reown's cloud (hosted email/social wallet, swaps, on-ramp, pay, Reown
 * authentication) is off, so AppKit never shows a view whose calls would fail here; Activity is on
 * because `/v1/account/{address}/history` is served.
 */
export function appKitRemoteFeatures(): AppKitRemoteFeature[] {
  const off = (id: string): AppKitRemoteFeature => ({ id, isEnabled: false, config: [] })
  return [
    off('social_login'),
    off('swap'),
    off('onramp'),
    { id: 'activity', isEnabled: true, config: [] },
    off('reown_branding'),
    off('email_capture'),
    off('multi_wallet'),
    off('fund_from_exchange'),
    off('payments'),
    off('reown_authentication'),
    off('headless'),
  ]
}

/**
 * The origins AppKit allows the app to run on: the server's CORS origins. An empty list means
 * "every origin" to AppKit, which is what an unset or `*` CORS list means here too.
 */
export function appKitAllowedOrigins(corsOrigins: readonly string[] | undefined): string[] {
  const origins = corsOrigins ?? []
  return origins.includes('*') ? [] : [...origins]
}

/** Events one `/batch` may carry (AppKit sends a few at a time); a longer batch is a 413. */
const MAX_BATCH_EVENTS = 50

/**
 * The project paths an AppKit app calls on its API host at start, so that apps/api can stand in
 * for that host: remote feature configuration, plan limits (a self-hosted project has none) and
 * allowed origins. The query (`projectId`, `st`, `sv`) is accepted and not needed.
 * `charge` takes rate-limit tokens from the request's client (the server's limiter).
 */
export function appKitCompatRoutes(
  ctx: ServerContext,
  options: { charge: (c: AppContext, cost: number) => TakeResult | Promise<TakeResult> },
) {
  const app = routeHandlers()
  app.get('/appkit/v1/config', (c) => c.json({ features: appKitRemoteFeatures() }))
  app.get('/appkit/v1/project-limits', (c) =>
    c.json({ planLimits: { tier: 'self-hosted', isAboveMauLimit: false, isAboveRpcLimit: false } }),
  )
  app.get('/projects/v1/origins', (c) =>
    c.json({ allowedOrigins: appKitAllowedOrigins(ctx.config.corsOrigins) }),
  )
  // AppKit's analytics batch (`POST /batch` on its analytics host, sent with sendBeacon as text):
  // each event goes through `POST /e` (same origin and project checks, size limit, validation and
  // quota); events `/e` does not take (e.g. WALLET_IMPRESSION_V2, which carries `items`) are
  // counted as dropped. A batch pays the rate limit per event, so it buys no more writes than
  // the same events sent one by one.
  const analytics = new Hono<AppEnv>()
  mountRoutes(
    analytics,
    ROUTES.filter((route) => route.path === '/e'),
    analyticsRoutes(ctx),
  )
  // Mounted on its own here, so its typed errors need the server's mapping to a status and body.
  analytics.onError((error, c) => {
    if (error instanceof ApiError) return c.json(error.toBody(), error.status)
    throw error
  })
  app.post('/batch', async (c) => {
    let events: unknown
    try {
      events = JSON.parse(await c.req.text())
    } catch {
      throw new ApiError(400, 'Invalid JSON body', 'body')
    }
    if (!Array.isArray(events)) throw new ApiError(400, 'Expected an array of events', 'body')
    if (events.length > MAX_BATCH_EVENTS)
      throw new ApiError(413, `Batch larger than ${MAX_BATCH_EVENTS} events`, 'body')
    // The request itself paid one token on the way in.
    if (events.length > 1) {
      const taken = await options.charge(c, events.length - 1)
      if (!taken.ok) {
        c.header('Retry-After', String(taken.retryAfterSeconds))
        throw new ApiError(429, 'Too many requests')
      }
    }
    const origin = c.req.header('origin')
    let stored = 0
    for (const event of events) {
      const response = await analytics.request(`/e?${new URL(c.req.url).searchParams}`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', ...(origin ? { origin } : {}) },
        body: JSON.stringify(event),
      })
      if (response.status === 403 || response.status === 429)
        return c.json(await response.json(), response.status)
      if (response.ok) stored++
    }
    return c.json({ stored, dropped: events.length - stored }, 202)
  })
  return app.handlers
}
