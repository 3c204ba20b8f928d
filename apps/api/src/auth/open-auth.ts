import type { AppContext } from '../context.js'
import type { Database } from '../db/database.js'
import type { SharedState } from '../http/shared-state.js'
import type { RouteHandlers } from '../routes/route-table.js'
import type { ResolvedAuthConfig } from './auth-config.js'
import { authRoutes } from './auth-routes.js'
import { createSmtpMailer } from './email/mailer.js'

/**
 * The handlers of `/v1/auth/*` (for the route table) with an SMTP mailer for the configured
 * server; `close` releases the mailer's pooled connections.
 */
export function openAuth(options: {
  config: ResolvedAuthConfig
  db: Database
  now: () => number
  clientKeyOf: (c: AppContext) => string
  /** The shared state's buckets (Redis with several replicas), for the per-client limits. */
  bucketsFor: SharedState['bucketsFor']
  publicOrigin: (c: AppContext) => string
}): { routes: RouteHandlers; close(): void } {
  const mailer = createSmtpMailer({
    smtpUrl: options.config.smtpUrl,
    from: options.config.mailFrom,
  })
  const routes = authRoutes(
    { db: options.db, config: options.config, mailer, now: options.now },
    {
      clientKeyOf: options.clientKeyOf,
      bucketsFor: options.bucketsFor,
      publicOrigin: options.publicOrigin,
    },
  )
  return { routes, close: () => mailer.close() }
}
