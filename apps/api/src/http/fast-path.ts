import type { IncomingMessage, ServerResponse } from 'node:http'
import { etagMatches, type ReadyResponse, type ReadyResponses } from './ready-responses.js'
import type { RateLimiter } from './token-buckets.js'

/** The headers every cacheable JSON answer carries, on the fast path and through the router alike. */
export function cachedJsonHeaders(etag: string): Record<string, string> {
  // `no-cache`: a client may keep the body but asks again each time; the ETag makes that a 304.
  return { 'content-type': 'application/json', etag, 'cache-control': 'no-cache' }
}

/**
 * The CORS headers of a simple (non-preflight) request, as Hono's `cors()` sets them in
 * server.ts: any origin (`*`) without a list, else the request's origin when listed, and
 * `Vary: Origin`.
 */
export function simpleCorsHeaders(
  corsOrigins: readonly string[] | undefined,
): (origin: string | undefined) => Record<string, string> {
  if (!corsOrigins?.length) {
    const any = { 'access-control-allow-origin': '*' }
    return () => any
  }
  const listed = new Set(corsOrigins)
  const others = { vary: 'Origin' }
  return (origin): Record<string, string> =>
    origin && listed.has(origin)
      ? { 'access-control-allow-origin': origin, vary: 'Origin' }
      : others
}

/**
 * The cache-hit path, in front of the router: a GET whose target has ready bytes
 * (ready-responses.ts) is answered from them after the rate limit, with no routing,
 * validation or body work; `If-None-Match` on the same bytes is a 304. Anything else (a miss,
 * a refusal by the limiter, which the router then answers with its 429) returns false and goes
 * to the router. Returns true, or a promise of it with an asynchronous (Redis) limiter, once
 * it has answered.
 */
export function createFastPath(options: {
  ready: ReadyResponses
  /** Undefined when the rate limit is off. */
  limiter: RateLimiter | undefined
  clientKey: (request: IncomingMessage) => string
  corsOrigins: readonly string[] | undefined
  /** Told of each answer given from ready bytes (request logs and metrics). */
  onHit?: (request: IncomingMessage, ready: ReadyResponse) => void
}): (request: IncomingMessage, response: ServerResponse) => boolean | Promise<boolean> {
  const cors = simpleCorsHeaders(options.corsOrigins)
  const send = (request: IncomingMessage, response: ServerResponse, ready: ReadyResponse) => {
    options.onHit?.(request, ready)
    const headers = { ...cachedJsonHeaders(ready.etag), ...cors(request.headers.origin) }
    if (etagMatches(request.headers['if-none-match'], ready.etag)) {
      response.writeHead(304, headers)
      response.end()
      return true
    }
    response.writeHead(200, { ...headers, 'content-length': String(ready.body.length) })
    response.end(ready.body)
    return true
  }
  return (request, response) => {
    const target = request.url
    // Absolute-form targets (`GET http://host/path`) are rare: the router handles them.
    if (request.method !== 'GET' || !target || target.charCodeAt(0) !== 47) return false
    const ready = options.ready.find(target, request.headers.host)
    if (!ready) return false
    if (!options.limiter) return send(request, response, ready)
    const taken = options.limiter.take(options.clientKey(request), 1)
    if ('then' in taken) return taken.then((result) => result.ok && send(request, response, ready))
    return taken.ok && send(request, response, ready)
  }
}
