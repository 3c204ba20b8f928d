import {
  createPostgresStorage,
  createSiwxHandlers,
  createSiwxServer,
  SiwxError,
  type SiwxServer,
  type SiwxStorage,
  siwxErrorResponse,
} from '@portico/siwx/server'
import type { ApiConfig, RateLimitConfig } from '../config.js'
import type { AppContext } from '../context.js'
import { crashPoint } from '../db/crash-point.js'
import type { Database } from '../db/database.js'
import { clientAddress, clientKey, trustedProxies } from '../http/client-address.js'
import type { SharedState } from '../http/shared-state.js'
import { routeHandlers } from '../routes/route-handlers.js'
import type { RouteHandlers } from '../routes/route-table.js'

/** The `siwx` section of the API's config. */
export interface SiwxApiConfig {
  /**
   * Authorities apps sign in on (`app.example.org`, `localhost:5173`). Default: the hosts of
   * `corsOrigins`; with neither, any localhost / 127.0.0.1 port outside production, none in it.
   */
  domains?: string[]
  /** Longest session in ms (default 7 days). */
  sessionTtlMs?: number
  /**
   * Token buckets per client (as the server-wide limit keys them) for the two unauthenticated
   * routes: `/nonce` (default burst 30, then 1/s) writes a row, `/verify` (default burst 10, then
   * 0.5/s) may cost an `eth_call`. Kept where the server-wide limit is (Redis with `redisUrl`),
   * so a client gets each burst once over all replicas. `false` turns them off; they are off
   * too when the server-wide `rateLimit` is `false` and this is not given.
   */
  rateLimit?: { nonce?: RateLimitConfig; verify?: RateLimitConfig } | false
}

const DEFAULT_LIMITS = {
  nonce: { burst: 30, perSecond: 1 },
  verify: { burst: 10, perSecond: 0.5 },
} as const

/** Where the routes live. */
export const SIWX_BASE_PATH = '/v1/siwx'

const LOCAL = /^(localhost|127\.0\.0\.1|\[::1\])(:\d{1,5})?$/

/** The domains sign-in messages may name under this config (see {@link SiwxApiConfig}). */
export function siwxDomains(config: ApiConfig): readonly string[] | ((domain: string) => boolean) {
  if (config.siwx?.domains) return config.siwx.domains
  if (config.corsOrigins?.length) return config.corsOrigins.map((origin) => new URL(origin).host)
  return config.production ? [] : (domain) => LOCAL.test(domain)
}

/**
 * Sign in with X on the API's own database (PGlite or PostgreSQL): `@portico/siwx`'s server
 * with its PostgreSQL storage, mounted at `/v1/siwx/{nonce,verify,session,sign-out}`. eip155
 * smart accounts verify against the configured chains' RPC.
 */
export async function siwxRoutes(options: {
  config: ApiConfig
  db: Database
  now: () => number
  /** The shared state's buckets (Redis with several replicas), for the per-client limits. */
  bucketsFor: SharedState['bucketsFor']
}): Promise<{ routes: RouteHandlers; server: SiwxServer }> {
  const tables = await createPostgresStorage({
    query: async (sql, params) => ({ rows: await options.db.query(sql, params) }),
  })
  const atomic = tables.consumeNonceAddSession?.bind(tables)
  // The kill tests' `siwx.verify` point: wherever the nonce is spent and the session not yet kept.
  const storage: SiwxStorage = {
    ...tables,
    async consumeNonce(nonce, now) {
      const consumed = await tables.consumeNonce(nonce, now)
      await crashPoint('siwx.verify')
      return consumed
    },
    ...(atomic && {
      async consumeNonceAddSession(nonce, now, session) {
        await crashPoint('siwx.verify')
        return atomic(nonce, now, session)
      },
    }),
  }
  const server = createSiwxServer({
    storage,
    domains: siwxDomains(options.config),
    clock: { now: options.now },
    rpcUrls: Object.fromEntries(
      options.config.chains.flatMap((chain) =>
        chain.rpcUrls[0] ? [[String(chain.chainId), chain.rpcUrls[0]]] : [],
      ),
    ),
    ...(options.config.siwx?.sessionTtlMs
      ? { sessionTtlMs: options.config.siwx.sessionTtlMs }
      : {}),
  })
  const { handle } = createSiwxHandlers(server, { basePath: SIWX_BASE_PATH })
  const limited = limitsFor(options.config, options.bucketsFor)
  const routes = routeHandlers()
  routes.all(`${SIWX_BASE_PATH}/*` as const, async (c) => {
    const refused = await limited(c)
    if (refused) return c.newResponse(refused.body, refused)
    const answer = await handle(c.req.raw)
    // Through the context, so the headers the server set before routing (CORS) reach it: a
    // Response returned as it is would go out without them and the browser would refuse it.
    return answer ? c.newResponse(answer.body, answer) : c.notFound()
  })
  return { routes: routes.handlers, server }
}

/**
 * The per-client limit of `/nonce` and `/verify` under this config: a 429 answer (with
 * `Retry-After`) for a client past its bucket, `undefined` to go on.
 */
function limitsFor(
  config: ApiConfig,
  bucketsFor: SharedState['bucketsFor'],
): (c: AppContext) => Promise<Response | undefined> {
  const limits = config.siwx?.rateLimit ?? (config.rateLimit === false ? false : {})
  if (limits === false) return async () => undefined
  const buckets = {
    nonce: bucketsFor('siwx-nonce', limits.nonce ?? DEFAULT_LIMITS.nonce),
    verify: bucketsFor('siwx-verify', limits.verify ?? DEFAULT_LIMITS.verify),
  }
  const proxies = trustedProxies(config.trustedProxies)
  return async (c) => {
    const route = c.req.path.slice(SIWX_BASE_PATH.length)
    if (c.req.method === 'OPTIONS' || (route !== '/nonce' && route !== '/verify')) return undefined
    const client = clientKey(
      clientAddress(
        c.env?.incoming?.socket.remoteAddress,
        c.req.header('x-forwarded-for'),
        proxies,
      ),
    )
    const taken = await buckets[route === '/nonce' ? 'nonce' : 'verify'].take(client, 1)
    if (taken.ok) return undefined
    // On the context: a header set on the Response itself does not survive `newResponse`.
    c.header('Retry-After', String(taken.retryAfterSeconds))
    return siwxErrorResponse(new SiwxError('rate_limited'))
  }
}
