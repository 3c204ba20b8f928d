import type { SiwxServer, SiwxVerifyBody } from './create-siwx-server.js'
import { SiwxError } from './siwx-errors.js'

export interface SiwxHandlerOptions {
  /** Path the routes live under (default `/siwx`): `{basePath}/nonce`, `/verify`, `/session`, `/sign-out`. */
  basePath?: string | undefined
  /** Origins allowed to call the routes from a browser (CORS); none by default (same origin). */
  corsOrigins?: readonly string[] | undefined
}

/** The four routes as `Request → Response` functions, and `handle` which dispatches by path. */
export interface SiwxHandlers {
  /** `GET|POST /nonce` → `{ nonce, expiresAt }`. */
  nonce(request: Request): Promise<Response>
  /** `POST /verify` with `{ message, signature, networkId?, accountId? }` → `{ token, session }`. */
  verify(request: Request): Promise<Response>
  /** `GET /session` with `Authorization: Bearer <token>` → `{ session }` or 401. */
  session(request: Request): Promise<Response>
  /** `POST /sign-out` with `Authorization: Bearer <token>` → `{ signedOut }`. */
  signOut(request: Request): Promise<Response>
  /** Routes a request under `basePath`; `undefined` for other paths (pass it on). */
  handle(request: Request): Promise<Response | undefined>
}

const MAX_BODY_BYTES = 32_768

const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), {
    status,
    headers: { 'content-type': 'application/json', 'cache-control': 'no-store' },
  })

/** The JSON error body every refused request gets: `{ error: { code, message, details? } }`. */
export function siwxErrorResponse(error: unknown): Response {
  if (error instanceof SiwxError)
    return json(
      { error: { code: error.code, message: error.shortMessage, details: error.details } },
      error.status,
    )
  return json({ error: { code: 'internal', message: 'Sign-in failed' } }, 500)
}

function bearer(request: Request): string | undefined {
  const match = /^Bearer ([A-Za-z0-9]{1,200})$/.exec(request.headers.get('authorization') ?? '')
  return match?.[1]
}

async function readBody(request: Request): Promise<SiwxVerifyBody> {
  if (Number(request.headers.get('content-length') ?? 0) > MAX_BODY_BYTES)
    throw new SiwxError('invalid_request', { details: 'body too large' })
  const text = await request.text()
  if (text.length > MAX_BODY_BYTES)
    throw new SiwxError('invalid_request', { details: 'body too large' })
  try {
    const body: unknown = JSON.parse(text)
    if (typeof body !== 'object' || body === null || Array.isArray(body))
      throw new Error('not an object')
    return body as SiwxVerifyBody
  } catch {
    throw new SiwxError('invalid_request', { details: 'the body is not a JSON object' })
  }
}

/**
 * Framework-neutral HTTP handlers (`Request → Response`, the Fetch API) for a SIWX server: mount
 * `handle` in any server that speaks Fetch (Hono, Bun, Deno, Node through `toNodeListener`).
 *
 * @example
 * const { handle } = createSiwxHandlers(server, { basePath: '/v1/siwx' })
 * const response = (await handle(request)) ?? new Response('Not found', { status: 404 })
 */
export function createSiwxHandlers(
  server: SiwxServer,
  options: SiwxHandlerOptions = {},
): SiwxHandlers {
  const base = (options.basePath ?? '/siwx').replace(/\/$/, '')
  const guard =
    (fn: (request: Request) => Promise<Response>) =>
    async (request: Request): Promise<Response> => {
      try {
        return await fn(request)
      } catch (error) {
        return siwxErrorResponse(error)
      }
    }
  const handlers = {
    nonce: guard(async () => json(await server.issueNonce())),
    verify: guard(async (request) => json(await server.verify(await readBody(request)))),
    session: guard(async (request) => {
      const token = bearer(request)
      const session = token === undefined ? undefined : await server.getSession(token)
      if (!session) throw new SiwxError('no_session')
      return json({ session })
    }),
    signOut: guard(async (request) => {
      const token = bearer(request)
      return json({ signedOut: token === undefined ? false : await server.signOut(token) })
    }),
  }
  const routes: Record<string, [readonly string[], (request: Request) => Promise<Response>]> = {
    '/nonce': [['GET', 'POST'], handlers.nonce],
    '/verify': [['POST'], handlers.verify],
    '/session': [['GET'], handlers.session],
    '/sign-out': [['POST'], handlers.signOut],
  }

  function withCors(request: Request, response: Response): Response {
    const origin = request.headers.get('origin')
    if (!origin || !options.corsOrigins?.includes(origin)) return response
    response.headers.set('access-control-allow-origin', origin)
    response.headers.set('vary', 'Origin')
    return response
  }

  return {
    ...handlers,
    async handle(request) {
      const path = new URL(request.url).pathname
      if (!path.startsWith(`${base}/`)) return undefined
      const route = routes[path.slice(base.length)]
      if (!route) return undefined
      if (request.method === 'OPTIONS') {
        const response = new Response(null, { status: 204 })
        response.headers.set('access-control-allow-methods', route[0].join(', '))
        response.headers.set('access-control-allow-headers', 'authorization, content-type')
        return withCors(request, response)
      }
      if (!route[0].includes(request.method))
        return json({ error: { code: 'method_not_allowed', message: 'Method not allowed' } }, 405)
      return withCors(request, await route[1](request))
    },
  }
}
