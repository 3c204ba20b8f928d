import { randomBytes } from 'node:crypto'
import { readFileSync } from 'node:fs'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { Database } from '../db/database.js'
import { type ApiServer, createApiServer } from '../server.js'
import { freshMigratedPgliteDatabase } from '../test/pristine-pglite.js'
import { checkRouteHandlers, enabledRoutes, joinRouteHandlers } from './mount-routes.js'
import { listedRoutes } from './readme-routes.js'
import { ROUTES, type RouteEntry, type RouteFeature, routeKey } from './route-table.js'

const README = readFileSync(new URL('../../README.md', import.meta.url), 'utf8')

// Parameter names differ between the README (`{caipAddress}`) and the patterns (`:id`).
const shape = (method: string, path: string) => `${method} ${path.replace(/:\w+/g, ':')}`
const isWildcard = (entry: RouteEntry) => entry.path.endsWith('/*')
const under = (entry: RouteEntry, path: string) => path.startsWith(entry.path.slice(0, -1))

describe("the route table and the README's endpoint tables", () => {
  const listed = listedRoutes(README)
  const table = new Set(
    ROUTES.filter((entry) => !isWildcard(entry)).map((e) => shape(e.method, e.path)),
  )
  const wildcards = ROUTES.filter(isWildcard)

  it('the README lists routes (the reading of its tables finds them)', () => {
    expect(listed.length).toBeGreaterThan(50)
    expect(listed).toContainEqual({ method: 'POST', path: '/v1/auth/email/update/secondary' })
    expect(listed).toContainEqual({ method: 'DELETE', path: '/v1/auth/keys/recovery-escrow' })
  })

  it('every route of the table is in the README', () => {
    const documented = new Set(listed.map((route) => shape(route.method, route.path)))
    const missing = ROUTES.filter((entry) =>
      isWildcard(entry)
        ? !listed.some((route) => under(entry, route.path))
        : !documented.has(shape(entry.method, entry.path)),
    ).map(routeKey)
    expect(missing).toEqual([])
  })

  it('every route the README lists is in the table', () => {
    const unknown = listed
      .filter(
        (route) =>
          !table.has(shape(route.method, route.path)) &&
          !wildcards.some((entry) => under(entry, route.path)),
      )
      .map((route) => `${route.method} ${route.path}`)
    expect(unknown).toEqual([])
  })
})

describe('mounting the table', () => {
  const everything = new Set<RouteFeature>(['auth', 'auth.social', 'auth.recoveryEscrow'])
  const handler = () => new Response('')

  it('a route of the table without a handler stops the start, naming it', () => {
    const routes = enabledRoutes(new Set())
    const handlers = Object.fromEntries(routes.map((entry) => [routeKey(entry), handler]))
    delete handlers['GET /v1/supported-chains']
    expect(() => checkRouteHandlers(routes, handlers)).toThrow(
      'route table: no handler for GET /v1/supported-chains',
    )
  })

  it('a handler for a route the configuration leaves off stops the start too', () => {
    const handlers = Object.fromEntries(
      enabledRoutes(everything).map((entry) => [routeKey(entry), handler]),
    )
    expect(() => checkRouteHandlers(enabledRoutes(new Set(['auth'])), handlers)).toThrow(
      'route table: handlers for routes it does not list: GET /v1/auth/social/providers',
    )
  })

  it('two modules answering one route are refused', () => {
    expect(() => joinRouteHandlers({ 'GET /health': handler }, { 'GET /health': handler })).toThrow(
      'route table: two handlers for GET /health',
    )
  })
})

describe('a server with every feature on answers every route of the table', () => {
  let db: Database
  let server: ApiServer
  const METRICS_TOKEN = 'metrics-token-of-the-test'
  beforeAll(async () => {
    db = await freshMigratedPgliteDatabase()
    server = await createApiServer(
      {
        chains: [],
        rateLimit: false,
        indexerPollMs: false,
        retentionIntervalMs: false,
        metricsToken: METRICS_TOKEN,
        publicUrl: 'http://api.test',
        auth: {
          smtpUrl: 'smtp://127.0.0.1:1',
          secret: 'a-test-secret-that-is-32-chars-long!',
          shareKey: randomBytes(32).toString('base64'),
          recoveryEscrowKey: randomBytes(32).toString('base64'),
          social: {
            providers: { github: { clientId: 'id', clientSecret: 'secret' } },
            frameUrl: 'https://wallet.example.org/frame/',
          },
        },
      },
      { db, log: () => undefined },
    )
  })
  afterAll(async () => {
    await server?.close()
    await db?.close()
  })

  const request = (entry: RouteEntry, token?: string) => {
    const path = entry.path.replace(/:\w+/g, 'github').replace(/\*$/, 'nonce')
    const method = entry.method === 'ALL' ? 'GET' : entry.method
    return server.app.request(`http://api.test${path}`, {
      method,
      headers: token ? { authorization: `Bearer ${token}` } : {},
    })
  }

  it('no route of the table gets the router’s "no such route" answer', async () => {
    const unrouted: string[] = []
    for (const entry of ROUTES) {
      const response = await request(entry)
      // The router's own 404 (the body `app.notFound` gives), not a handler's.
      const body = await response.text()
      if (response.status === 404 && body === JSON.stringify(NOT_FOUND))
        unrouted.push(routeKey(entry))
    }
    expect(unrouted).toEqual([])
    // A path outside the table does get it.
    const outside = await server.app.request('http://api.test/v1/not-a-route')
    expect(outside.status).toBe(404)
    expect(await outside.text()).toBe(JSON.stringify(NOT_FOUND))
  })

  it('every route the table marks frame-session refuses a request without a token (401)', async () => {
    const framed = ROUTES.filter((entry) => entry.auth === 'frame-session')
    expect(framed.length).toBeGreaterThan(5)
    const answers = await Promise.all(framed.map(async (entry) => (await request(entry)).status))
    expect(Object.fromEntries(framed.map((entry, i) => [routeKey(entry), answers[i]]))).toEqual(
      Object.fromEntries(framed.map((entry) => [routeKey(entry), 401])),
    )
  })

  it('the metrics-token route refuses a request without the token and answers with it', async () => {
    const [metrics] = ROUTES.filter((entry) => entry.auth === 'metrics-token')
    if (!metrics) throw new Error('no metrics-token route in the table')
    expect((await request(metrics)).status).toBe(401)
    expect((await request(metrics, METRICS_TOKEN)).status).toBe(200)
  })
})

const NOT_FOUND = { status: 404, reasons: [{ description: 'Not found' }] }
