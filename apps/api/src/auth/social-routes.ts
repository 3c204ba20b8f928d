import type { Hono } from 'hono'
import * as v from 'valibot'
import type { AppContext, AppEnv } from '../context.js'
import { readJson } from '../context.js'
import { createTokenBuckets } from '../http/token-buckets.js'
import type { AuthDeps } from './auth-deps.js'
import { rateLimitedError } from './auth-errors.js'
import { parseDeviceId, validate } from './auth-schemas.js'
import type { ResolvedSocialConfig, SocialProvider } from './social-config.js'
import { createJwksCache } from './social-identity.js'
import {
  claimSocialLogin,
  finishSocialCallback,
  parseReturnUrl,
  providerConfig,
  type SocialDeps,
  startSocialLogin,
} from './social-login.js'

const StartBody = v.object({ deviceId: v.unknown(), returnUrl: v.unknown() })
const ClaimBody = v.object({
  attemptId: v.pipe(v.string(), v.uuid()),
  attemptSecret: v.pipe(v.string(), v.maxLength(100)),
  deviceId: v.unknown(),
})
const Param = v.pipe(v.string(), v.maxLength(2048))

/** What the callback answers for a state it does not know (no redirect anywhere). */
const DEAD_CALLBACK_PAGE =
  '<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Login expired</title></head>' +
  '<body><p>This login has expired or was already used. Close this window and start again.</p></body></html>'

/**
 * Social logins for the wallet frame (OAuth 2.0 authorization code + PKCE; OIDC for google and
 * apple): `POST {base}/social/:provider/start`, the provider's redirect to
 * `GET {base}/social/:provider/callback`, and `POST {base}/social/claim`. Only the configured
 * providers answer; starts are limited per client address like email logins.
 */
export function socialRoutes(
  app: Hono<AppEnv>,
  deps: AuthDeps,
  options: {
    base: string
    social: ResolvedSocialConfig
    clientKeyOf: (c: AppContext) => string
    publicOrigin: (c: AppContext) => string
  },
): void {
  const socialDeps: SocialDeps = { ...deps, social: options.social, keys: createJwksCache() }
  const perIp = createTokenBuckets(deps.config.perIp, deps.now)
  const callbackUrl = (c: AppContext, provider: string) =>
    `${options.publicOrigin(c)}${options.base}/social/${provider}/callback`

  app.get(`${options.base}/social/providers`, (c) =>
    c.json({ providers: Object.keys(options.social.providers) }),
  )

  app.post(`${options.base}/social/:provider/start`, async (c) => {
    const provider = providerConfig(socialDeps, c.req.param('provider')).provider
    const body = validate(StartBody, await readJson(c), 'body')
    const deviceId = parseDeviceId(body.deviceId)
    const returnUrl = parseReturnUrl(socialDeps, body.returnUrl)
    const taken = await perIp.take(options.clientKeyOf(c), 1)
    if (!taken.ok) {
      c.header('Retry-After', String(taken.retryAfterSeconds))
      throw rateLimitedError(taken.retryAfterSeconds)
    }
    return c.json(
      await startSocialLogin(socialDeps, {
        provider,
        deviceId,
        returnUrl,
        callbackUrl: callbackUrl(c, provider),
      }),
    )
  })

  app.get(`${options.base}/social/:provider/callback`, async (c) => {
    c.header('Cache-Control', 'no-store')
    c.header('Referrer-Policy', 'no-referrer')
    const provider = providerConfig(socialDeps, c.req.param('provider')).provider
    const state = v.safeParse(Param, c.req.query('state') ?? '')
    const code = v.safeParse(Param, c.req.query('code') ?? '')
    const error = v.safeParse(Param, c.req.query('error') ?? '')
    const next =
      state.success && state.output !== ''
        ? await finishSocialCallback(socialDeps, {
            provider: provider as SocialProvider,
            state: state.output,
            code: code.success && code.output !== '' ? code.output : undefined,
            error: error.success && error.output !== '' ? error.output : undefined,
            callbackUrl: callbackUrl(c, provider),
          })
        : undefined
    if (!next) return c.html(DEAD_CALLBACK_PAGE, 400)
    return c.redirect(next, 303)
  })

  app.post(`${options.base}/social/claim`, async (c) => {
    const body = validate(ClaimBody, await readJson(c), 'body')
    const deviceId = parseDeviceId(body.deviceId)
    return c.json(
      await claimSocialLogin(socialDeps, {
        attemptId: body.attemptId,
        attemptSecret: body.attemptSecret,
        deviceId,
      }),
    )
  })
}
