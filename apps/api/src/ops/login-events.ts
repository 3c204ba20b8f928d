import type { MiddlewareHandler } from 'hono'
import type { AppEnv } from '../context.js'
import type { LoginEvent } from './metrics.js'
import { routePatternOf } from './request-observer.js'

/** A request that starts or finishes a login, by method and path (route pattern or exact path). */
interface LoginStep {
  method: string
  path: string
  login: 'email' | 'social' | 'farcaster' | 'siwx' | 'device' | 'device-approval'
  step: 'start' | 'finish'
}

/**
 * The login routes of `/v1/auth/*` (auth-routes.ts, social-routes.ts, farcaster-routes.ts) and
 * `/v1/siwx/*`. `device` is CONNECT by a returning device's login key (challenge, then its
 * signature); `device-approval` the emailed approval of a device new to an account (the page
 * opened, then Approve pressed; a dead link is refused).
 */
const LOGIN_STEPS: readonly LoginStep[] = [
  { method: 'POST', path: '/v1/auth/email/start', login: 'email', step: 'start' },
  { method: 'POST', path: '/v1/auth/email/verify', login: 'email', step: 'finish' },
  { method: 'POST', path: '/v1/auth/device/challenge', login: 'device', step: 'start' },
  { method: 'POST', path: '/v1/auth/device/connect', login: 'device', step: 'finish' },
  { method: 'GET', path: '/v1/auth/device/approve', login: 'device-approval', step: 'start' },
  { method: 'POST', path: '/v1/auth/device/approve', login: 'device-approval', step: 'finish' },
  { method: 'POST', path: '/v1/auth/social/:provider/start', login: 'social', step: 'start' },
  { method: 'POST', path: '/v1/auth/social/claim', login: 'social', step: 'finish' },
  { method: 'POST', path: '/v1/auth/farcaster/start', login: 'farcaster', step: 'start' },
  { method: 'POST', path: '/v1/auth/farcaster/check', login: 'farcaster', step: 'finish' },
  { method: 'GET', path: '/v1/siwx/nonce', login: 'siwx', step: 'start' },
  { method: 'POST', path: '/v1/siwx/verify', login: 'siwx', step: 'finish' },
]

/**
 * What a login step's answer means: a 2xx start is `started`, a 2xx finish `completed` (a
 * Farcaster check only once it says `CONNECT`: before, the user has not signed yet), a 4xx
 * `refused` (wrong code, expired login, bad signature, rate limit) except 409, which is a social
 * claim before its callback. Server errors are no one's refusal: the request metrics count them.
 */
async function eventOf(step: LoginStep, response: Response): Promise<LoginEvent | undefined> {
  const status = response.status
  if (status >= 200 && status < 300) {
    if (step.step === 'start') return 'started'
    if (step.login !== 'farcaster') return 'completed'
    const body = (await response
      .clone()
      .json()
      .catch(() => undefined)) as { step?: unknown } | undefined
    return body?.step === 'CONNECT' ? 'completed' : undefined
  }
  if (status >= 400 && status < 500 && status !== 409) return 'refused'
  return undefined
}

/** Hono middleware counting login steps (no personal data: only the method and the outcome). */
export function loginEvents(
  count: (method: string, event: LoginEvent) => void,
): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    await next()
    if (!c.req.path.startsWith('/v1/auth/') && !c.req.path.startsWith('/v1/siwx/')) return
    const pattern = routePatternOf(c)
    const step = LOGIN_STEPS.find(
      (each) => each.method === c.req.method && (each.path === pattern || each.path === c.req.path),
    )
    if (!step) return
    const event = await eventOf(step, c.res)
    if (event) count(step.login, event)
  }
}
