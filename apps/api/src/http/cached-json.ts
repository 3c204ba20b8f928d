import {
  type AppContext,
  bodyForRequest,
  namesRequestOrigin,
  type ServerContext,
} from '../context.js'
import { routePatternOf } from '../ops/request-observer.js'
import { cachedJsonHeaders } from './fast-path.js'
import { etagMatches, etagOf, type ReadyResponse } from './ready-responses.js'
import type { CachedBody } from './replica-cache.js'

/**
 * Answers a cacheable JSON body through the router (a miss of the fast path): keeps it as
 * ready bytes for this request target (unless `keep` is false: a `forceUpdate` target must
 * never be answered from bytes), then answers 200 with its ETag, or 304 when the client
 * already holds those bytes.
 */
export function sendCachedJson(
  ctx: ServerContext,
  c: AppContext,
  options: { source: string; cached: CachedBody; holdMs: number; keep?: boolean },
): Response {
  const text = bodyForRequest(ctx, c, options.cached.body)
  const incoming = c.env?.incoming
  const target = incoming?.url
  let ready: ReadyResponse
  if (options.keep !== false && target?.startsWith('/') && c.req.method === 'GET') {
    ready = ctx.ready.keep({
      target,
      host: namesRequestOrigin(ctx, options.cached.body) ? incoming?.headers.host : undefined,
      source: options.source,
      body: text,
      expiresAt: Math.min(options.cached.expiresAt, ctx.now() + options.holdMs),
      route: routePatternOf(c),
    })
  } else {
    const body = Buffer.from(text)
    ready = { body, etag: etagOf(body), expiresAt: options.cached.expiresAt }
  }
  const headers = cachedJsonHeaders(ready.etag)
  if (etagMatches(c.req.header('if-none-match'), ready.etag)) return c.body(null, 304, headers)
  return c.body(new Uint8Array(ready.body), 200, headers)
}
