import type { Handler, Hono } from 'hono'
import type { AppEnv } from '../context.js'
import {
  ROUTES,
  type RouteEntry,
  type RouteFeature,
  type RouteHandler,
  type RouteHandlers,
  type RouteKey,
  routeKey,
} from './route-table.js'

/** The table's routes that are on with these features (a route without a feature always is). */
export function enabledRoutes(features: ReadonlySet<RouteFeature>): readonly RouteEntry[] {
  return ROUTES.filter((entry: RouteEntry) => !entry.feature || features.has(entry.feature))
}

/** The handlers of every route module, as one map; a route two modules answer is refused. */
export function joinRouteHandlers(...parts: (RouteHandlers | undefined)[]): RouteHandlers {
  const joined: RouteHandlers = {}
  for (const part of parts) {
    for (const [key, handler] of Object.entries(part ?? {}) as [RouteKey, RouteHandler][]) {
      if (joined[key]) throw new Error(`route table: two handlers for ${key}`)
      joined[key] = handler
    }
  }
  return joined
}

/**
 * Throws unless `handlers` has one handler for each route of `routes` and none for any other:
 * a route the table lists that nobody answers, or an answer the table does not list, stops the
 * server before it listens.
 */
export function checkRouteHandlers(routes: readonly RouteEntry[], handlers: RouteHandlers): void {
  const listed = new Set(routes.map(routeKey))
  const missing = [...listed].filter((key) => !handlers[key])
  const unlisted = (Object.keys(handlers) as RouteKey[]).filter((key) => !listed.has(key))
  if (missing.length > 0) throw new Error(`route table: no handler for ${missing.join(', ')}`)
  if (unlisted.length > 0)
    throw new Error(`route table: handlers for routes it does not list: ${unlisted.join(', ')}`)
}

/** Registers `routes` on `app`, in the table's order, each with its handler (and middleware). */
export function mountRoutes(
  app: Hono<AppEnv>,
  routes: readonly RouteEntry[],
  handlers: RouteHandlers,
): void {
  // Hono's typed overloads want literal paths; `ALL` is the method name `app.all` registers.
  const on = app.on.bind(app) as (method: string, path: string, ...chain: Handler<AppEnv>[]) => void
  for (const entry of routes) {
    const handler = handlers[routeKey(entry)]
    if (!handler) throw new Error(`route table: no handler for ${routeKey(entry)}`)
    const chain = (typeof handler === 'function' ? [handler] : handler) as Handler<AppEnv>[]
    on(entry.method, entry.path, ...chain)
  }
}
