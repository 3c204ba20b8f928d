import * as v from 'valibot'
import type { AppContext } from '../../context.js'
import { readJson } from '../../context.js'
import type { SharedState } from '../../http/shared-state.js'
import type { RouteHandlersBuilder } from '../../routes/route-handlers.js'
import { AUTH_BASE_PATH } from '../../routes/route-table.js'
import type { AuthDeps } from '../auth-deps.js'
import { rateLimitedError } from '../auth-errors.js'
import { parseDeviceId, validate } from '../auth-schemas.js'
import { nameOfAppleUser } from './apple-posted-user.js'
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
  /** The frame page's one-time code (optional here: a claim without it is refused as expired). */
  resultCode: v.optional(v.pipe(v.string(), v.maxLength(100))),
})
const Param = v.pipe(v.string(), v.maxLength(2048))
/** A form_post callback's body: code, state, id_token and (Apple, first login) user. */
const MAX_FORM_BYTES = 16_384

/** What the callback answers for a state it does not know (no redirect anywhere). */
const DEAD_CALLBACK_PAGE =
  '<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Login expired</title></head>' +
  '<body><p>This login has expired or was already used. Close this window and start again.</p></body></html>'

/**
 * Social logins for the wallet frame (OAuth 2.0 authorization code + PKCE; OIDC for google and
 * apple): `POST /v1/auth/social/:provider/start`, the provider's redirect to
 * `GET /v1/auth/social/:provider/callback` (or a form POSTed there: Apple's form_post), and `POST /v1/auth/social/claim`. Only the configured
 * providers answer; starts are limited per client address like email logins.
 */
export function socialRoutes(
  app: RouteHandlersBuilder,
  deps: AuthDeps,
  options: {
    social: ResolvedSocialConfig
    clientKeyOf: (c: AppContext) => string
    bucketsFor: SharedState['bucketsFor']
    publicOrigin: (c: AppContext) => string
  },
): void {
  const socialDeps: SocialDeps = { ...deps, social: options.social, keys: createJwksCache() }
  const perIp = options.bucketsFor('auth-social-ip', deps.config.perIp)
  const callbackUrl = (c: AppContext, provider: string) =>
    `${options.publicOrigin(c)}${AUTH_BASE_PATH}/social/${provider}/callback`

  app.get('/v1/auth/social/providers', (c) =>
    c.json({ providers: Object.keys(options.social.providers) }),
  )

  app.post('/v1/auth/social/:provider/start', async (c) => {
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

  /** Both callbacks: the state, code and error checked the same way, then on to the frame's page. */
  const finishCallback = async (
    c: AppContext,
    field: (name: 'state' | 'code' | 'error' | 'user') => string | undefined,
  ) => {
    c.header('Cache-Control', 'no-store')
    c.header('Referrer-Policy', 'no-referrer')
    const provider = providerConfig(socialDeps, c.req.param('provider') ?? '').provider
    const read = (name: 'state' | 'code' | 'error') => {
      const parsed = v.safeParse(Param, field(name) ?? '')
      return parsed.success && parsed.output !== '' ? parsed.output : undefined
    }
    const state = read('state')
    const next = state
      ? await finishSocialCallback(socialDeps, {
          provider: provider as SocialProvider,
          state,
          code: read('code'),
          error: read('error'),
          callbackUrl: callbackUrl(c, provider),
          postedName: nameOfAppleUser(field('user')),
        })
      : undefined
    if (!next) return c.html(DEAD_CALLBACK_PAGE, 400)
    return c.redirect(next, 303)
  }

  app.get('/v1/auth/social/:provider/callback', (c) =>
    // A name posted beside the code is only taken from a form (Apple's), never from a link.
    finishCallback(c, (name) => (name === 'user' ? undefined : c.req.query(name))),
  )

  // response_mode=form_post (Apple): the provider's page posts the same fields as a form. Only a
  // provider configured so may use it.
  app.post('/v1/auth/social/:provider/callback', async (c) => {
    const provider = providerConfig(socialDeps, c.req.param('provider'))
    const type = c.req.header('content-type') ?? ''
    // Browsers send a form with its length; a body of unknown length is not read.
    const length = Number(c.req.header('content-length'))
    if (
      provider.responseMode !== 'form_post' ||
      !type.startsWith('application/x-www-form-urlencoded') ||
      !(length <= MAX_FORM_BYTES)
    ) {
      return c.html(DEAD_CALLBACK_PAGE, 400)
    }
    const body = await c.req.text()
    if (body.length > MAX_FORM_BYTES) return c.html(DEAD_CALLBACK_PAGE, 400)
    const form = new URLSearchParams(body)
    return finishCallback(c, (name) => form.get(name) ?? undefined)
  })

  app.post('/v1/auth/social/claim', async (c) => {
    const body = validate(ClaimBody, await readJson(c), 'body')
    const deviceId = parseDeviceId(body.deviceId)
    return c.json(
      await claimSocialLogin(socialDeps, {
        attemptId: body.attemptId,
        attemptSecret: body.attemptSecret,
        deviceId,
        resultCode: body.resultCode,
      }),
    )
  })
}
