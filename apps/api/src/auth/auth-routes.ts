import type { AppContext } from '../context.js'
import { readJson } from '../context.js'
import type { SharedState } from '../http/shared-state.js'
import { routeHandlers } from '../routes/route-handlers.js'
import { AUTH_BASE_PATH, type RouteHandlers } from '../routes/route-table.js'
import { userView } from './accounts.js'
import type { AuthDeps } from './auth-deps.js'
import { AuthError, rateLimitedError } from './auth-errors.js'
import {
  CheckBody,
  DeviceChallengeBody,
  DeviceConnectBody,
  Namespace,
  parseDeviceId,
  parseEmail,
  RefreshBody,
  ShareBodySchema,
  SignOutBody,
  StartBody,
  UpdateBody,
  UpdateOtpBody,
  VerifyBody,
  validate,
} from './auth-schemas.js'
import {
  APPROVAL_PAGE_CSP,
  approvalPage,
  approvalResultPage,
} from './email/device-approval-page.js'
import {
  connectWithDeviceKey,
  issueDeviceChallenge,
  parseDevicePublicKey,
  revokeDeviceKeys,
} from './email/device-login.js'
import {
  approveDevice,
  checkDevice,
  pendingApproval,
  startEmailLogin,
  verifyEmailLogin,
} from './email/email-login.js'
import { startEmailUpdate, verifyPrimaryOtp, verifySecondaryOtp } from './email/email-update.js'
import { farcasterRoutes } from './farcaster/farcaster-routes.js'
import { deleteShare, getShare, putShare, type ShareKind } from './keys/key-shares.js'
import { authenticate, refreshSession, revokeSessions } from './sessions/auth-sessions.js'
import { socialRoutes } from './social/social-routes.js'

/** Passes an error on, with `Retry-After` set when it is a cooldown (the frame may read either). */
const retryAfter =
  (c: AppContext) =>
  (error: unknown): never => {
    const seconds = error instanceof AuthError ? error.extra.retryAfterSeconds : undefined
    if (seconds) c.header('Retry-After', String(seconds))
    throw error
  }

/**
 * The embedded wallet frame's auth API (contract in apps/api README, "Email login for the wallet
 * frame"): email login with one-time codes and new-device approval, email update, rotated
 * sessions, and the sealed key shares. Mail-sending calls are limited per address and per client
 * address on top of the server-wide limit and the per-address cooldown.
 */
export function authRoutes(
  deps: AuthDeps,
  options: {
    clientKeyOf: (c: AppContext) => string
    /** The shared state's buckets: a client gets each quota once over all replicas. */
    bucketsFor: SharedState['bucketsFor']
    publicOrigin: (c: AppContext) => string
  },
): RouteHandlers {
  const perAddress = options.bucketsFor('auth-email-address', deps.config.perAddress)
  const perIp = options.bucketsFor('auth-email-ip', deps.config.perIp)
  // Challenges mail nothing, but each is a row: their own quota per client, not the mail's.
  const challengesPerIp = options.bucketsFor('auth-device-ip', deps.config.perIp)
  const limitMail = async (c: AppContext, email: string) => {
    for (const [buckets, key] of [
      [perIp, options.clientKeyOf(c)],
      [perAddress, email],
    ] as const) {
      const taken = await buckets.take(key, 1)
      if (!taken.ok) {
        c.header('Retry-After', String(taken.retryAfterSeconds))
        throw rateLimitedError(taken.retryAfterSeconds)
      }
    }
  }
  const session = (c: AppContext) => authenticate(deps, c.req.header('authorization'))
  const app = routeHandlers()

  app.post('/v1/auth/email/start', async (c) => {
    const body = validate(StartBody, await readJson(c), 'body')
    const email = parseEmail(body.email)
    const deviceId = parseDeviceId(body.deviceId)
    // Per address and device: a stranger's starts for an address use up their own bucket only.
    await limitMail(c, `${email} ${deviceId}`)
    const step = await startEmailLogin(deps, {
      email,
      deviceId,
      clientIp: options.clientKeyOf(c),
      approvalLink: (token) =>
        `${options.publicOrigin(c)}${AUTH_BASE_PATH}/device/approve?token=${token}`,
    }).catch(retryAfter(c))
    return c.json(step)
  })

  app.post('/v1/auth/device/check', async (c) => {
    const body = validate(CheckBody, await readJson(c), 'body')
    return c.json(await checkDevice(deps, body))
  })

  app.get('/v1/auth/device/approve', async (c) => {
    c.header('Content-Security-Policy', APPROVAL_PAGE_CSP)
    c.header('Cache-Control', 'no-store')
    const token = c.req.query('token') ?? ''
    const pending = token ? await pendingApproval(deps, token) : undefined
    if (!pending) return c.html(approvalResultPage(false), 410)
    return c.html(
      approvalPage({
        appName: deps.config.appName,
        email: pending.email,
        requestedAt: pending.createdAt,
        clientIp: pending.clientIp,
        token,
      }),
    )
  })

  app.post('/v1/auth/device/approve', async (c) => {
    c.header('Content-Security-Policy', APPROVAL_PAGE_CSP)
    c.header('Cache-Control', 'no-store')
    const form = await c.req.parseBody().catch(() => ({}) as Record<string, unknown>)
    const token = typeof form.token === 'string' ? form.token : ''
    const approved = token ? await approveDevice(deps, token) : false
    return c.html(approvalResultPage(approved), approved ? 200 : 410)
  })

  app.post('/v1/auth/email/verify', async (c) => {
    const body = validate(VerifyBody, await readJson(c), 'body')
    const devicePublicKey = body.devicePublicKey
      ? await parseDevicePublicKey(body.devicePublicKey)
      : undefined
    return c.json(await verifyEmailLogin(deps, { ...body, devicePublicKey }))
  })

  // CONNECT for a returning device: a challenge for the address, signed by the device's login key.
  app.post('/v1/auth/device/challenge', async (c) => {
    const body = validate(DeviceChallengeBody, await readJson(c), 'body')
    const email = parseEmail(body.email)
    const deviceId = parseDeviceId(body.deviceId)
    const taken = await challengesPerIp.take(options.clientKeyOf(c), 1)
    if (!taken.ok) {
      c.header('Retry-After', String(taken.retryAfterSeconds))
      throw rateLimitedError(taken.retryAfterSeconds)
    }
    return c.json(await issueDeviceChallenge(deps, { email, deviceId }))
  })

  app.post('/v1/auth/device/connect', async (c) => {
    const body = validate(DeviceConnectBody, await readJson(c), 'body')
    return c.json(await connectWithDeviceKey(deps, body))
  })

  app.post('/v1/auth/session/refresh', async (c) => {
    const body = validate(RefreshBody, await readJson(c), 'body')
    const { tokens, userId, deviceId } = await refreshSession(deps, body.refreshToken)
    return c.json({ session: tokens, user: await userView(deps, userId, deviceId) })
  })

  app.get('/v1/auth/user', async (c) => {
    const current = await session(c)
    return c.json(await userView(deps, current.userId, current.deviceId))
  })

  app.post('/v1/auth/sign-out', async (c) => {
    const current = await session(c)
    // The body is optional here: an empty one signs out this session only.
    const body = validate(SignOutBody, (await c.req.text()) ? await readJson(c) : {}, 'body')
    await revokeSessions(
      deps,
      body.allDevices ? { userId: current.userId } : { sessionId: current.sessionId },
    )
    // Everywhere means every device's next login needs a code again; this device's own sign-out
    // keeps its key (its next login connects without one).
    if (body.allDevices) await revokeDeviceKeys(deps, current.userId)
    return c.json({ ok: true })
  })

  app.post('/v1/auth/email/update', async (c) => {
    const current = await session(c)
    const email = parseEmail(validate(UpdateBody, await readJson(c), 'body').email)
    await limitMail(c, email)
    return c.json(await startEmailUpdate(deps, current, email).catch(retryAfter(c)))
  })

  app.post('/v1/auth/email/update/primary', async (c) => {
    const current = await session(c)
    const body = validate(UpdateOtpBody, await readJson(c), 'body')
    return c.json(await verifyPrimaryOtp(deps, current, body))
  })

  app.post('/v1/auth/email/update/secondary', async (c) => {
    const current = await session(c)
    const body = validate(UpdateOtpBody, await readJson(c), 'body')
    return c.json(await verifySecondaryOtp(deps, current, body))
  })

  const putShareHandler = (kind: ShareKind) => async (c: AppContext) => {
    const current = await session(c)
    const body = validate(ShareBodySchema, await readJson(c), 'body')
    await putShare(deps, current, kind, body)
    return c.json({ ok: true })
  }
  const getShareHandler = (kind: ShareKind) => async (c: AppContext) => {
    const current = await session(c)
    const namespace = validate(Namespace, c.req.query('namespace') ?? 'eip155', 'namespace')
    return c.json(await getShare(deps, current, kind, namespace))
  }
  app.put('/v1/auth/keys/auth-share', putShareHandler('auth'))
  app.get('/v1/auth/keys/auth-share', getShareHandler('auth'))
  if (deps.config.social) {
    socialRoutes(app, deps, { social: deps.config.social, ...options })
  }
  farcasterRoutes(app, deps, options)
  if (deps.config.recoveryEscrowKey) {
    app.put('/v1/auth/keys/recovery-escrow', putShareHandler('recovery-escrow'))
    app.get('/v1/auth/keys/recovery-escrow', getShareHandler('recovery-escrow'))
    app.delete('/v1/auth/keys/recovery-escrow', async (c) => {
      const current = await session(c)
      const namespace = validate(Namespace, c.req.query('namespace') ?? 'eip155', 'namespace')
      await deleteShare(deps, current, 'recovery-escrow', namespace)
      return c.json({ ok: true })
    })
  }
  return app.handlers
}
