import { timingSafeEqual } from 'node:crypto'
import { createServer, type Server } from 'node:http'
import { routeHandlers } from '../routes/route-handlers.js'
import type { RouteHandlers } from '../routes/route-table.js'
import type { ServerMetrics } from './metrics.js'
import type { Readiness } from './readiness.js'

const NOT_FOUND = { status: 404, reasons: [{ description: 'Not found' }] }
const UNAUTHORIZED = { status: 401, reasons: [{ description: 'Unauthorized: invalid token' }] }

/** Whether an `Authorization` header carries `Bearer <token>` (compared in constant time). */
export function bearerMatches(header: string | undefined, token: string): boolean {
  const match = /^Bearer\s+(\S+)\s*$/i.exec(header ?? '')
  if (!match?.[1]) return false
  const given = Buffer.from(match[1])
  const expected = Buffer.from(token)
  return given.length === expected.length && timingSafeEqual(given, expected)
}

/**
 * `/healthz` (the process answers), `/readyz` (200 when ready, else 503, with the report) and
 * `/metrics` on the main port: only with `metricsToken`, behind it; 404 otherwise (metrics are
 * then on `metricsPort`, or off).
 */
export function opsRoutes(options: {
  readiness: Readiness
  metrics: ServerMetrics
  metricsToken: string | undefined
}): RouteHandlers {
  const app = routeHandlers()
  app.get('/healthz', (c) => c.json({ status: 'ok' }))
  app.get('/readyz', async (c) => {
    const report = await options.readiness.check()
    c.header('cache-control', 'no-store')
    return c.json(report, report.ready ? 200 : 503)
  })
  app.get('/metrics', async (c) => {
    const token = options.metricsToken
    if (!token) return c.json(NOT_FOUND, 404)
    if (!bearerMatches(c.req.header('authorization'), token)) {
      c.header('www-authenticate', 'Bearer')
      return c.json(UNAUTHORIZED, 401)
    }
    return c.body(await options.metrics.registry.metrics(), 200, {
      'content-type': options.metrics.registry.contentType,
      'cache-control': 'no-store',
    })
  })
  return app.handlers
}

/**
 * The metrics port's server (`metricsPort`): `GET /metrics` and nothing else, for a scraper on
 * a network the public does not reach; behind the token too when `metricsToken` is set.
 */
export function createMetricsServer(options: {
  metrics: ServerMetrics
  metricsToken: string | undefined
}): Server {
  const json = (status: number, body: unknown, extra: Record<string, string> = {}) => ({
    status,
    headers: { 'content-type': 'application/json', ...extra },
    body: JSON.stringify(body),
  })
  return createServer((request, response) => {
    const path = (request.url ?? '').split('?')[0]
    const send = (answer: { status: number; headers: Record<string, string>; body: string }) => {
      response.writeHead(answer.status, answer.headers)
      response.end(answer.body)
    }
    if (request.method !== 'GET' || path !== '/metrics') return send(json(404, NOT_FOUND))
    const token = options.metricsToken
    if (token && !bearerMatches(request.headers.authorization, token))
      return send(json(401, UNAUTHORIZED, { 'www-authenticate': 'Bearer' }))
    options.metrics.registry.metrics().then(
      (text) =>
        send({
          status: 200,
          headers: {
            'content-type': options.metrics.registry.contentType,
            'cache-control': 'no-store',
          },
          body: text,
        }),
      (error: unknown) =>
        send(json(500, { status: 500, reasons: [{ description: String(error) }] })),
    )
  })
}
