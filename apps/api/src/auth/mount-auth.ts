import type { Hono } from 'hono'
import type { AppContext, AppEnv } from '../context.js'
import type { Database } from '../db/database.js'
import type { SharedState } from '../http/shared-state.js'
import type { ResolvedAuthConfig } from './auth-config.js'
import { authRoutes } from './auth-routes.js'
import { createSmtpMailer } from './email/mailer.js'

/**
 * Mounts `/v1/auth/*` on `app` with an SMTP mailer for the configured server; the returned
 * `close` releases the mailer's pooled connections.
 */
export function mountAuth(
  app: Hono<AppEnv>,
  options: {
    config: ResolvedAuthConfig
    db: Database
    now: () => number
    clientKeyOf: (c: AppContext) => string
    /** The shared state's buckets (Redis with several replicas), for the per-client limits. */
    bucketsFor: SharedState['bucketsFor']
    publicOrigin: (c: AppContext) => string
  },
): { close(): void } {
  const mailer = createSmtpMailer({
    smtpUrl: options.config.smtpUrl,
    from: options.config.mailFrom,
  })
  app.route(
    '/',
    authRoutes(
      { db: options.db, config: options.config, mailer, now: options.now },
      {
        clientKeyOf: options.clientKeyOf,
        bucketsFor: options.bucketsFor,
        publicOrigin: options.publicOrigin,
      },
    ),
  )
  return { close: () => mailer.close() }
}
