import type { MiddlewareHandler } from 'hono'
import { cors } from 'hono/cors'
import type { RateLimitConfig } from '../config.js'
import type { AppContext, AppEnv, ServerContext } from '../context.js'
import type { RateLimiter } from '../http/token-buckets.js'
import {
  createProjectCheck,
  PROJECT_ID_PATTERN,
  type ProjectConfig,
} from '../projects/known-projects.js'
import { forwardRpcCall } from '../rpc/forward-rpc-call.js'
import {
  type ParsedCall,
  parseRpcPayload,
  RPC_ERROR,
  type RpcResponse,
  rpcError,
} from '../rpc/json-rpc-payload.js'
import { rpcMethodCost } from '../rpc/rpc-methods.js'
import { createRpcUpstreams } from '../rpc/rpc-upstreams.js'
import { routeHandlers } from './route-handlers.js'
import { RPC_PATHS } from './route-table.js'

/** Limits of the RPC endpoint (`ApiConfig.rpc`). */
export interface RpcEndpointConfig {
  /** Tokens per client address (IPv4 / IPv6 /64); a call costs its method's weight. */
  perClient?: RateLimitConfig
  /** Tokens per project id, over all its clients. */
  perProject?: RateLimitConfig
  /**
   * Tokens per chain over every client and project (default burst 5000, then 2000/s): what the
   * operator's nodes are asked for at most, however many clients or projects ask.
   */
  perChain?: RateLimitConfig
  /** Calls per batch (default 50). */
  maxBatch?: number
  /** Largest upstream answer and largest response (bytes, default 2 MiB). */
  maxResponseBytes?: number
  /** Per upstream attempt (ms, default 10 000). */
  timeoutMs?: number
  /** viem fallback ranking interval for chains with several nodes (ms); default off. */
  rankIntervalMs?: number | false
}

const CHAIN_ID = /^(?:eip155:)?(\d{1,12})$/

function json(
  c: AppContext,
  body: RpcResponse | RpcResponse[],
  status: 200 | 400 | 401 | 403 | 429 = 200,
) {
  return c.json(body, status)
}

/**
 * CORS of the endpoint once projects are configured: only an origin the named project lists
 * gets CORS headers (its preflight too), so other sites' pages cannot read the answers. The
 * server's own CORS list does not apply on these paths.
 */
export function rpcCors(projects: readonly ProjectConfig[]): MiddlewareHandler<AppEnv> {
  const check = createProjectCheck(projects)
  const allowed = (c: AppContext, origin: string | undefined) =>
    origin !== undefined && check(c.req.query('projectId') ?? '', origin).ok
  const preflight = cors({
    origin: (origin, c) => (allowed(c, origin) ? origin : null),
    allowMethods: ['GET', 'POST', 'OPTIONS'],
    allowHeaders: ['content-type'],
    maxAge: 600,
  })
  return (c, next) => {
    if (c.req.method === 'OPTIONS') return preflight(c, next)
    // Set before the answer exists, like the server's simple CORS headers (server.ts).
    c.header('vary', 'Origin')
    const origin = c.req.header('origin')
    if (allowed(c, origin) && origin) c.header('access-control-allow-origin', origin)
    return next()
  }
}

/** The call a GET carries in its query (`method`, optional JSON `params`, optional `id`). */
function callFromQuery(query: Record<string, string>): unknown {
  let params: unknown
  if (query.params !== undefined) params = JSON.parse(query.params)
  const id = query.id === undefined ? 1 : /^\d{1,15}$/.test(query.id) ? Number(query.id) : query.id
  return { jsonrpc: '2.0', id, method: query.method, ...(params !== undefined ? { params } : {}) }
}

/**
 * SPEC §7 "Blockchain RPC": `GET or POST /v1/?chainId={chainId}&projectId={projectId}` answers
 * JSON-RPC (single calls and batches) for every configured chain, forwarding reads and
 * `eth_sendRawTransaction` to the chain's nodes; the rest is refused.
 */
export function rpcRoutes(
  ctx: ServerContext,
  clientKey: (c: AppContext) => string,
  bucketsFor: (name: string, config: RateLimitConfig) => RateLimiter,
) {
  const config = ctx.config.rpc ?? {}
  const maxBatch = config.maxBatch ?? 50
  const maxResponseBytes = config.maxResponseBytes ?? 2 * 1024 * 1024
  const upstreams = createRpcUpstreams(ctx.chains, {
    maxResponseBytes,
    timeoutMs: config.timeoutMs ?? 10_000,
    rankIntervalMs: config.rankIntervalMs ?? false,
  })
  // Shared by the replicas when they share Redis (bucketsFor), like the API's rate limit.
  const perClient = bucketsFor('rpc-client', config.perClient ?? { burst: 600, perSecond: 200 })
  const perProject = bucketsFor(
    'rpc-project',
    config.perProject ?? { burst: 3000, perSecond: 1000 },
  )
  const perChain = bucketsFor('rpc-chain', config.perChain ?? { burst: 5000, perSecond: 2000 })
  const checkProject = createProjectCheck(ctx.config.projects)

  const handle = async (c: AppContext) => {
    const query = c.req.query()
    const chainMatch = CHAIN_ID.exec(query.chainId ?? '')
    const chainId = Number(chainMatch?.[1])
    const upstream = upstreams.get(chainId)
    if (!upstream)
      return json(c, rpcError(null, RPC_ERROR.invalidRequest, 'Unsupported chain'), 400)
    const projectId = query.projectId ?? ''
    if (!PROJECT_ID_PATTERN.test(projectId))
      return json(c, rpcError(null, RPC_ERROR.invalidRequest, 'Missing or invalid projectId'), 400)
    const access = checkProject(projectId, c.req.header('origin'))
    if (!access.ok)
      return json(
        c,
        rpcError(null, RPC_ERROR.unauthorized, access.message),
        access.reason === 'unknown' ? 401 : 403,
      )

    let body: unknown
    try {
      body = c.req.method === 'GET' ? callFromQuery(query) : JSON.parse(await c.req.text())
    } catch {
      return json(c, rpcError(null, RPC_ERROR.parse, 'Parse error'))
    }
    const { batch, calls } = parseRpcPayload(body, maxBatch)
    const cost = calls.reduce(
      (sum, call) => sum + (call.ok ? (rpcMethodCost(call.method) ?? 0) : 0),
      0,
    )
    for (const [buckets, key] of [
      [perClient, clientKey(c)],
      [perProject, projectId],
      [perChain, String(chainId)],
    ] as const) {
      const taken = await buckets.take(key, cost)
      if (!taken.ok) {
        c.header('Retry-After', String(taken.retryAfterSeconds))
        return json(c, rpcError(null, RPC_ERROR.limitExceeded, 'Rate limit exceeded'), 429)
      }
    }

    const answer = (call: ParsedCall): Promise<RpcResponse> | RpcResponse => {
      if (!call.ok) return rpcError(call.id, call.code, call.message)
      if (rpcMethodCost(call.method) === undefined)
        return rpcError(call.id, RPC_ERROR.methodNotAllowed, `Method not allowed: ${call.method}`)
      return forwardRpcCall(upstream, call)
    }
    const responses = await Promise.all(calls.map(answer))
    // The whole response is bounded too: answers past the cap are replaced by an error.
    let size = 0
    const bounded = responses.map((response) => {
      size += JSON.stringify(response).length
      return size > maxResponseBytes
        ? rpcError(response.id, RPC_ERROR.internal, 'Response too large')
        : response
    })
    return json(c, batch ? bounded : (bounded[0] as RpcResponse))
  }

  const app = routeHandlers()
  for (const path of RPC_PATHS) {
    app.get(path, handle)
    app.post(path, handle)
  }
  return app.handlers
}
