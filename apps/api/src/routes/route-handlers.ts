import type { Handler, MiddlewareHandler } from 'hono'
import type { AppEnv } from '../context.js'
import type { ROUTES, RouteHandler, RouteHandlers, RouteKey } from './route-table.js'

type Entry = (typeof ROUTES)[number]
type PathOf<M extends Entry['method']> = Extract<Entry, { method: M }>['path']
type Chain<P extends string = string> = [...MiddlewareHandler<AppEnv, P>[], Handler<AppEnv, P>]

/**
 * How a route module provides its handlers: `routes.get(path, handler)` as on a Hono app, but
 * only for a method and path of the route table (checked by the compiler), and once each.
 * `handlers` is what the server mounts.
 */
export function routeHandlers() {
  const handlers: RouteHandlers = {}
  const add = (key: RouteKey, chain: Chain) => {
    if (handlers[key]) throw new Error(`route table: two handlers for ${key}`)
    handlers[key] = (chain.length === 1 ? chain[0] : chain) as RouteHandler
  }
  return {
    handlers,
    get: <P extends PathOf<'GET'>>(path: P, ...chain: Chain<P>) =>
      add(`GET ${path}` as RouteKey, chain as Chain),
    post: <P extends PathOf<'POST'>>(path: P, ...chain: Chain<P>) =>
      add(`POST ${path}` as RouteKey, chain as Chain),
    put: <P extends PathOf<'PUT'>>(path: P, ...chain: Chain<P>) =>
      add(`PUT ${path}` as RouteKey, chain as Chain),
    delete: <P extends PathOf<'DELETE'>>(path: P, ...chain: Chain<P>) =>
      add(`DELETE ${path}` as RouteKey, chain as Chain),
    all: <P extends PathOf<'ALL'>>(path: P, ...chain: Chain<P>) =>
      add(`ALL ${path}` as RouteKey, chain as Chain),
  }
}

export type RouteHandlersBuilder = ReturnType<typeof routeHandlers>
