import type { HttpBindings } from '@hono/node-server'
import type { Context } from 'hono'
import type { ChainHandle } from './chain/chain-clients.js'
import type { ApiConfig } from './config.js'
import type { Database } from './db/database.js'
import type { ListedWallet } from './directory/wallet-listing.js'
import type { FamilyDataSource } from './families/family-source.js'
import { ApiError } from './http/api-error.js'
import type { ReadyResponses } from './http/ready-responses.js'
import type { ResponseCache } from './http/replica-cache.js'
import type { NameService } from './services/names.js'
import type { PriceTable } from './services/prices.js'
import type { createSessionService } from './services/sessions.js'

/** What the routes share: configuration, database, chains and services. */
export interface ServerContext {
  config: ApiConfig
  db: Database
  chains: Map<number, ChainHandle>
  /**
   * Every family's reader, the routes' one way to chain data: EVM's over `chains` (always on)
   * first, then the configured families' (Solana, Bitcoin, Polkadot).
   */
  families: readonly FamilyDataSource[]
  prices: PriceTable
  spam: ReadonlySet<string>
  listing: readonly ListedWallet[]
  names: NameService
  sessions: ReturnType<typeof createSessionService>
  /** Balance cache, 30 s: this replica's memory, or Redis shared by every replica. */
  balanceCache: ResponseCache
  /** Cache of history pages, a few seconds: this replica's memory, or Redis. */
  historyCache: ResponseCache
  /** Answers kept as ready bytes per request target, served by the fast path (this replica). */
  ready: ReadyResponses
  now: () => number
}

export type AppEnv = { Bindings: Partial<HttpBindings> }
export type AppContext = Context<AppEnv>

/** The public origin icon URLs are built on: the configured one, or the request's. */
export function publicOrigin(ctx: ServerContext, c: AppContext): string {
  return (ctx.config.publicUrl ?? new URL(c.req.url).origin).replace(/\/+$/, '')
}

// Cached bodies are built on this stand-in when no publicUrl is configured (development) and
// get the request's origin when sent, so no cache key depends on the Host header.
const ORIGIN_PLACEHOLDER = 'http://origin.portico.invalid'

/** The origin to build cacheable bodies on: the configured one, or a stand-in. */
export function cacheOrigin(ctx: ServerContext): string {
  return ctx.config.publicUrl?.replace(/\/+$/, '') ?? ORIGIN_PLACEHOLDER
}

/** Whether a cacheable body names the request's origin (the stand-in), so differs per Host. */
export function namesRequestOrigin(ctx: ServerContext, body: string): boolean {
  return !ctx.config.publicUrl && body.includes(ORIGIN_PLACEHOLDER)
}

/** A cacheable body as sent to this request (the stand-in origin replaced by the request's). */
export function bodyForRequest(ctx: ServerContext, c: AppContext, body: string): string {
  if (ctx.config.publicUrl) return body
  const origin = JSON.stringify(new URL(c.req.url).origin).slice(1, -1)
  return body.replaceAll(ORIGIN_PLACEHOLDER, origin)
}

/**
 * The domain signed messages (sessions, name registrations) must name: the host of the
 * configured public URL, or in development (no `publicUrl`) the host the request was sent to.
 */
export function signingDomain(ctx: ServerContext, c: AppContext): string {
  return new URL(ctx.config.publicUrl ?? c.req.url).host
}

/** Reads and parses a JSON body; a broken body is a 400, not a 500. */
export async function readJson(c: AppContext): Promise<unknown> {
  try {
    return await c.req.json()
  } catch {
    throw new ApiError(400, 'Invalid JSON body')
  }
}
