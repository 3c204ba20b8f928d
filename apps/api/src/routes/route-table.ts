import type { Handler, MiddlewareHandler } from 'hono'
import type { AppEnv } from '../context.js'

/**
 * Who may call a route (the handler checks it; the table says it):
 * - `none`: anyone;
 * - `frame-session`: the wallet frame's Bearer access token (`/v1/auth/*`; 401 without one);
 * - `siwx-session`: a Sign in with X session token (the siwx server reads it);
 * - `metrics-token`: `metricsToken` as a Bearer token (404 when none is configured).
 */
export type RouteAuth = 'none' | 'frame-session' | 'siwx-session' | 'metrics-token'

/**
 * The token buckets a request of the route takes from. `client` is the server-wide limit per
 * client address (`rateLimit`), taken before routing together with CORS and the body limit; a
 * route without it (`[]`: probes and scrapers) is mounted before those. The others are named
 * buckets (`bucketsFor(name)`, shared by the replicas) that the handler takes from once it has
 * read what they are keyed by (an address, a project).
 */
export type RouteLimit =
  | 'client'
  | 'auth-email-ip'
  | 'auth-email-address'
  | 'auth-device-ip'
  | 'auth-social-ip'
  | 'auth-farcaster-ip'
  | 'siwx-nonce'
  | 'siwx-verify'
  | 'rpc-client'
  | 'rpc-project'
  | 'rpc-chain'

/** What configuration turns a route on (the others always are). */
export type RouteFeature = 'auth' | 'auth.social' | 'auth.recoveryEscrow'

export interface RouteEntry {
  /** `ALL`: the handler answers every method itself (a library's own dispatch). */
  readonly method: 'GET' | 'POST' | 'PUT' | 'DELETE' | 'ALL'
  /** Hono's pattern (`:param`, a trailing `*`). */
  readonly path: string
  readonly auth: RouteAuth
  readonly limits: readonly RouteLimit[]
  readonly feature?: RouteFeature
}

/** Where the wallet frame's auth routes live (links in mails and messages are built on it). */
export const AUTH_BASE_PATH = '/v1/auth'

/** The paths the JSON-RPC endpoint answers on. */
export const RPC_PATHS = ['/v1', '/v1/'] as const

const open = { auth: 'none', limits: ['client'] } as const
const frame = { auth: 'frame-session', limits: ['client'], feature: 'auth' } as const
const authOpen = { ...open, feature: 'auth' } as const

/**
 * Every route the server answers, in one place: the server mounts exactly these (a handler
 * missing for an entry that is on, or one no entry names, stops the start), and the README's
 * endpoint lists are checked against it (route-table.test.ts).
 */
export const ROUTES = [
  // Probes and metrics: before CORS and every limit.
  { method: 'GET', path: '/healthz', auth: 'none', limits: [] },
  { method: 'GET', path: '/readyz', auth: 'none', limits: [] },
  { method: 'GET', path: '/metrics', auth: 'metrics-token', limits: [] },
  // Wallet directory (src/routes/wallet-directory.ts).
  { method: 'GET', path: '/getWallets', ...open },
  { method: 'GET', path: '/getWalletImage/:id', ...open },
  { method: 'GET', path: '/public/getAssetImage/:id', ...open },
  { method: 'GET', path: '/public/getCurrencyImage/:id', ...open },
  { method: 'GET', path: '/public/getTokenImage/:id', ...open },
  { method: 'GET', path: '/getAnalyticsConfig', ...open },
  // Blockchain data (src/routes/blockchain.ts).
  { method: 'GET', path: '/v1/supported-chains', ...open },
  { method: 'GET', path: '/v1/identity/:address', ...open },
  { method: 'GET', path: '/v1/account/:address/balance', ...open },
  { method: 'GET', path: '/v1/account/:address/history', ...open },
  { method: 'GET', path: '/v1/account/:address/nfts', ...open },
  { method: 'POST', path: '/v1/fungible/price', ...open },
  // Names (src/routes/profile.ts).
  { method: 'GET', path: '/v1/profile/account/:name', ...open },
  { method: 'GET', path: '/v1/profile/reverse/:address', ...open },
  { method: 'GET', path: '/v1/profile/suggestions/:name', ...open },
  { method: 'POST', path: '/v1/profile/account', ...open },
  // Swaps (src/routes/convert.ts).
  { method: 'GET', path: '/v1/convert/tokens', ...open },
  { method: 'GET', path: '/v1/convert/gas-price', ...open },
  { method: 'GET', path: '/v1/convert/quotes', ...open },
  { method: 'GET', path: '/v1/convert/allowance', ...open },
  { method: 'GET', path: '/v1/convert/build-approve', ...open },
  { method: 'POST', path: '/v1/convert/build-transaction', ...open },
  // Signed sessions (src/routes/sessions.ts).
  { method: 'GET', path: '/v1/sessions/:id', ...open },
  { method: 'POST', path: '/v1/sessions/:id', ...open },
  { method: 'POST', path: '/v1/sessions/:id/revoke', ...open },
  // Sign in with X (src/siwx/siwx-routes.ts): @portico/siwx dispatches its four paths itself;
  // `/nonce` and `/verify` take their own buckets, `/session` and `/sign-out` read the token.
  {
    method: 'ALL',
    path: '/v1/siwx/*',
    auth: 'siwx-session',
    limits: ['client', 'siwx-nonce', 'siwx-verify'],
  },
  // Analytics (src/routes/analytics.ts).
  { method: 'POST', path: '/e', ...open },
  // On-ramp (src/routes/onramp.ts).
  { method: 'GET', path: '/v1/onramp/options', ...open },
  { method: 'POST', path: '/v1/onramp/quote', ...open },
  { method: 'POST', path: '/v1/generators/onrampurl', ...open },
  { method: 'GET', path: '/sandbox/onramp', ...open },
  { method: 'POST', path: '/sandbox/onramp/pay', ...open },
  // AppKit's cloud paths (src/routes/appkit-compat.ts).
  { method: 'GET', path: '/appkit/v1/config', ...open },
  { method: 'GET', path: '/appkit/v1/project-limits', ...open },
  { method: 'GET', path: '/projects/v1/origins', ...open },
  { method: 'POST', path: '/batch', ...open },
  // JSON-RPC (src/routes/rpc.ts).
  ...RPC_PATHS.flatMap((path) =>
    (['GET', 'POST'] as const).map((method) => ({
      method,
      path,
      auth: 'none' as const,
      limits: ['client', 'rpc-client', 'rpc-project', 'rpc-chain'] as const,
    })),
  ),
  // The wallet frame's email login, devices, sessions and keys (src/auth/auth-routes.ts).
  {
    method: 'POST',
    path: '/v1/auth/email/start',
    ...authOpen,
    limits: ['client', 'auth-email-ip', 'auth-email-address'],
  },
  { method: 'POST', path: '/v1/auth/device/check', ...authOpen },
  { method: 'GET', path: '/v1/auth/device/approve', ...authOpen },
  { method: 'POST', path: '/v1/auth/device/approve', ...authOpen },
  { method: 'POST', path: '/v1/auth/email/verify', ...authOpen },
  {
    method: 'POST',
    path: '/v1/auth/device/challenge',
    ...authOpen,
    limits: ['client', 'auth-device-ip'],
  },
  { method: 'POST', path: '/v1/auth/device/connect', ...authOpen },
  { method: 'POST', path: '/v1/auth/session/refresh', ...authOpen },
  { method: 'GET', path: '/v1/auth/user', ...frame },
  { method: 'POST', path: '/v1/auth/sign-out', ...frame },
  {
    method: 'POST',
    path: '/v1/auth/email/update',
    ...frame,
    limits: ['client', 'auth-email-ip', 'auth-email-address'],
  },
  { method: 'POST', path: '/v1/auth/email/update/primary', ...frame },
  { method: 'POST', path: '/v1/auth/email/update/secondary', ...frame },
  { method: 'PUT', path: '/v1/auth/keys/auth-share', ...frame },
  { method: 'GET', path: '/v1/auth/keys/auth-share', ...frame },
  // Social logins (src/auth/social/social-routes.ts), with providers configured.
  { method: 'GET', path: '/v1/auth/social/providers', ...open, feature: 'auth.social' },
  {
    method: 'POST',
    path: '/v1/auth/social/:provider/start',
    ...open,
    limits: ['client', 'auth-social-ip'],
    feature: 'auth.social',
  },
  { method: 'GET', path: '/v1/auth/social/:provider/callback', ...open, feature: 'auth.social' },
  { method: 'POST', path: '/v1/auth/social/:provider/callback', ...open, feature: 'auth.social' },
  { method: 'POST', path: '/v1/auth/social/claim', ...open, feature: 'auth.social' },
  // Sign In With Farcaster (src/auth/farcaster/farcaster-routes.ts).
  {
    method: 'POST',
    path: '/v1/auth/farcaster/start',
    ...authOpen,
    limits: ['client', 'auth-farcaster-ip'],
  },
  { method: 'POST', path: '/v1/auth/farcaster/check', ...authOpen },
  // Email-only recovery (src/auth/keys/key-shares.ts), with `recoveryEscrowKey`.
  {
    method: 'PUT',
    path: '/v1/auth/keys/recovery-escrow',
    ...frame,
    feature: 'auth.recoveryEscrow',
  },
  {
    method: 'GET',
    path: '/v1/auth/keys/recovery-escrow',
    ...frame,
    feature: 'auth.recoveryEscrow',
  },
  {
    method: 'DELETE',
    path: '/v1/auth/keys/recovery-escrow',
    ...frame,
    feature: 'auth.recoveryEscrow',
  },
  // Liveness through the whole stack (CORS, limits).
  { method: 'GET', path: '/health', ...open },
] as const satisfies readonly RouteEntry[]

/** `"METHOD /path"` of a table entry: how a route module names the handler it provides. */
export type RouteKey = KeyOf<(typeof ROUTES)[number]>
type KeyOf<E> = E extends { method: infer M extends string; path: infer P extends string }
  ? `${M} ${P}`
  : never

/** A route's handler, or its middleware then its handler. */
export type RouteHandler =
  | Handler<AppEnv>
  | readonly [...MiddlewareHandler<AppEnv>[], Handler<AppEnv>]

/** Handlers a route module provides, by the table's keys. */
export type RouteHandlers = Partial<Record<RouteKey, RouteHandler>>

export const routeKey = (entry: RouteEntry): RouteKey => `${entry.method} ${entry.path}` as RouteKey
