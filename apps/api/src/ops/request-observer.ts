import { randomUUID } from 'node:crypto'
import type { IncomingMessage, ServerResponse } from 'node:http'
import type { MiddlewareHandler } from 'hono'
import { matchedRoutes } from 'hono/route'
import type { AppEnv } from '../context.js'
import { type Logger, type Redaction, scrubTarget } from './logger.js'
import type { ServerMetrics } from './metrics.js'

/** The route label of a request no route matched (a 404), so raw paths never become labels. */
export const UNMATCHED_ROUTE = 'unmatched'

const routes = new WeakMap<IncomingMessage, string>()
const ids = new WeakMap<IncomingMessage, string>()

/** Names the route pattern (`/v1/account/:address/balance`) a request was answered by. */
export function recordRoute(request: IncomingMessage, route: string): void {
  routes.set(request, route)
}

/** The request id given to `request` (or undefined outside the node server: `app.request`). */
export function requestIdOf(request: IncomingMessage | undefined): string | undefined {
  return request ? ids.get(request) : undefined
}

// What a proxy's id may look like: short, printable, no separators a log reader could trip on.
const INCOMING_ID = /^[\w.:@/+=-]{1,128}$/

/**
 * Called first for every request the node server receives (the fast path's and the router's):
 * gives it a request id (the incoming `x-request-id` when the proxy in front is trusted, else a
 * new one), sends it back in `x-request-id`, and once the answer is written logs one JSON line
 * (id, method, route pattern, target with secrets redacted, status, duration) and counts it.
 */
export function createRequestObserver(options: {
  logger: Logger
  metrics: ServerMetrics
  trustProxy: boolean
  redaction: Redaction
}): (request: IncomingMessage, response: ServerResponse) => void {
  const { logger, metrics } = options
  return (request, response) => {
    const started = process.hrtime.bigint()
    const incoming = request.headers['x-request-id']
    const id =
      options.trustProxy && typeof incoming === 'string' && INCOMING_ID.test(incoming)
        ? incoming
        : randomUUID()
    ids.set(request, id)
    response.setHeader('x-request-id', id)
    let done = false
    const finish = () => {
      if (done) return
      done = true
      const seconds = Number(process.hrtime.bigint() - started) / 1e9
      const route = routes.get(request) ?? UNMATCHED_ROUTE
      const method = request.method ?? 'GET'
      // A connection closed before the answer was complete is logged with status 499 (nginx's).
      const status = response.writableFinished ? response.statusCode : 499
      metrics.request(route, method, status, seconds)
      logger.info(
        {
          reqId: id,
          method,
          route,
          target: scrubTarget(request.url ?? '', options.redaction),
          status,
          durationMs: Math.round(seconds * 1e6) / 1e3,
        },
        'request',
      )
    }
    response.once('finish', finish)
    response.once('close', finish)
  }
}

/**
 * Hono middleware (first of all): records the pattern of the route that answers the request
 * (the last matched route that is not a catch-all middleware), for the request log and metrics.
 */
export function routeRecorder(): MiddlewareHandler<AppEnv> {
  return (c, next) => {
    const incoming = c.env?.incoming
    if (incoming) recordRoute(incoming, routePatternOf(c))
    return next()
  }
}

/** The route pattern a Hono context was matched to, or `unmatched`. */
export function routePatternOf(c: Parameters<MiddlewareHandler<AppEnv>>[0]): string {
  const matched = matchedRoutes(c)
  for (let i = matched.length - 1; i >= 0; i--) {
    const path = matched[i]?.path
    if (path && path !== '*' && path !== '/*') return path
  }
  return UNMATCHED_ROUTE
}
