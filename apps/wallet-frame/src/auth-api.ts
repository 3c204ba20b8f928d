import * as v from 'valibot'

// The client of apps/api's /v1/auth endpoints (contract: apps/api's README). Every
// answer is parsed; an error answer becomes an AuthApiError with the server's code and text.

const SessionSchema = v.object({
  sessionId: v.pipe(v.string(), v.maxLength(128)),
  accessToken: v.pipe(v.string(), v.maxLength(256)),
  accessExpiresAt: v.number(),
  refreshToken: v.pipe(v.string(), v.maxLength(256)),
  refreshExpiresAt: v.number(),
})
export type AuthSession = v.InferOutput<typeof SessionSchema>

const AuthUserSchema = v.object({
  userId: v.pipe(v.string(), v.maxLength(64)),
  email: v.pipe(v.string(), v.maxLength(254)),
  deviceId: v.pipe(v.string(), v.maxLength(64)),
  wallets: v.pipe(
    v.array(
      v.object({
        namespace: v.literal('eip155'),
        address: v.pipe(v.string(), v.regex(/^0x[0-9a-fA-F]{40}$/)),
      }),
    ),
    v.maxLength(8),
  ),
  recoveryEscrow: v.boolean(),
})
export type AuthUser = v.InferOutput<typeof AuthUserSchema>

const id = v.pipe(v.string(), v.maxLength(128))
const StartSchema = v.object({ step: v.picklist(['VERIFY_DEVICE', 'VERIFY_OTP']), loginId: id })
const VerifySchema = v.object({
  step: v.literal('CONNECT'),
  session: SessionSchema,
  user: AuthUserSchema,
})
const RefreshSchema = v.object({ session: SessionSchema, user: AuthUserSchema })
const DeviceChallengeSchema = v.object({
  challengeId: id,
  challenge: v.pipe(v.string(), v.maxLength(512)),
  expiresAt: v.number(),
})
const SocialStartSchema = v.object({
  attemptId: id,
  attemptSecret: v.pipe(v.string(), v.maxLength(100)),
  authorizationUrl: v.pipe(v.string(), v.url(), v.maxLength(4096)),
  expiresAt: v.number(),
})
const SocialClaimSchema = v.object({
  step: v.literal('CONNECT'),
  session: SessionSchema,
  user: AuthUserSchema,
  provider: v.picklist(['google', 'x', 'github', 'discord', 'apple', 'facebook']),
  userName: v.pipe(v.string(), v.maxLength(128)),
})
const FarcasterStartSchema = v.object({
  loginId: id,
  url: v.pipe(v.string(), v.url(), v.maxLength(2048)),
  expiresAt: v.number(),
})
const FarcasterCheckSchema = v.variant('step', [
  v.object({ step: v.literal('PENDING'), loginId: id }),
  v.object({
    step: v.literal('CONNECT'),
    session: SessionSchema,
    user: AuthUserSchema,
    username: v.pipe(v.string(), v.minLength(1), v.maxLength(128)),
    fid: v.number(),
  }),
])
const UpdateStepSchema = v.object({
  step: v.picklist(['VERIFY_PRIMARY_OTP', 'VERIFY_SECONDARY_OTP']),
  updateId: id,
})
const UpdatedSchema = v.object({ user: AuthUserSchema })
const OkSchema = v.object({})
const ShareSchema = v.object({
  namespace: v.literal('eip155'),
  address: v.pipe(v.string(), v.regex(/^0x[0-9a-fA-F]{40}$/)),
  share: v.pipe(v.string(), v.maxLength(1024)),
})

const ErrorBodySchema = v.object({
  reasons: v.pipe(
    v.array(
      v.object({
        description: v.pipe(v.string(), v.maxLength(500)),
        code: v.optional(v.pipe(v.string(), v.maxLength(64))),
        retryAfterSeconds: v.optional(v.number()),
      }),
    ),
    v.minLength(1),
  ),
})

/** A refusal by apps/api: its machine code, its text, and for limits the seconds to wait. */
export class AuthApiError extends Error {
  override name = 'AuthApiError'
  readonly code: string
  readonly seconds: number | undefined
  constructor(code: string, message: string, seconds?: number) {
    super(message)
    this.code = code
    this.seconds = seconds
  }
}

export type AuthApi = ReturnType<typeof createAuthApi>

/** Where apps/api keeps a share: the auth share, or the recovery share the user chose to escrow. */
export type ShareKind = 'auth-share' | 'recovery-escrow'

/**
 * @example
 * const api = createAuthApi('http://127.0.0.1:8787/')
 * const { step, loginId } = await api.startEmail({ email, deviceId })
 */
export function createAuthApi(apiUrl: string, fetchImpl: typeof fetch = (...a) => fetch(...a)) {
  async function call<S extends v.GenericSchema>(
    schema: S,
    method: 'GET' | 'POST' | 'PUT',
    path: string,
    body?: unknown,
    accessToken?: string,
  ): Promise<v.InferOutput<S>> {
    const response = await fetchImpl(new URL(path, apiUrl), {
      method,
      credentials: 'omit',
      headers: {
        ...(body === undefined ? {} : { 'content-type': 'application/json' }),
        ...(accessToken ? { authorization: `Bearer ${accessToken}` } : {}),
      },
      ...(body === undefined ? {} : { body: JSON.stringify(body) }),
    })
    const json: unknown = await response.json().catch(() => undefined)
    if (!response.ok) {
      const parsed = v.safeParse(ErrorBodySchema, json)
      const reason = parsed.success ? parsed.output.reasons[0] : undefined
      throw new AuthApiError(
        reason?.code ?? 'UNKNOWN',
        reason?.description ?? `HTTP status code: ${response.status}`,
        reason?.retryAfterSeconds,
      )
    }
    const parsed = v.safeParse(schema, json)
    if (!parsed.success) throw new AuthApiError('UNKNOWN', 'An error occurred')
    return parsed.output
  }
  return {
    startEmail: (body: { email: string; deviceId: string }) =>
      call(StartSchema, 'POST', 'v1/auth/email/start', body),
    checkDevice: (body: { loginId: string; deviceId: string }) =>
      call(StartSchema, 'POST', 'v1/auth/device/check', body),
    /** `devicePublicKey`: this device's login key, registered by the right code. */
    verifyEmail: (body: {
      loginId: string
      deviceId: string
      otp: string
      devicePublicKey?: string
    }) => call(VerifySchema, 'POST', 'v1/auth/email/verify', body),
    /** CONNECT for a returning device: a challenge for the address, then its signature. */
    deviceChallenge: (body: { email: string; deviceId: string }) =>
      call(DeviceChallengeSchema, 'POST', 'v1/auth/device/challenge', body),
    deviceConnect: (body: { challengeId: string; deviceId: string; signature: string }) =>
      call(VerifySchema, 'POST', 'v1/auth/device/connect', body),
    /** Social login: the provider's authorization URL, then the result claimed with the secret. */
    startSocial: (provider: string, body: { deviceId: string; returnUrl: string }) =>
      call(SocialStartSchema, 'POST', `v1/auth/social/${encodeURIComponent(provider)}/start`, body),
    /** `resultCode`: the one-time code of the return URL (binds the result to this browser). */
    claimSocial: (body: {
      attemptId: string
      attemptSecret: string
      deviceId: string
      resultCode: string
    }) => call(SocialClaimSchema, 'POST', 'v1/auth/social/claim', body),
    /** Sign In With Farcaster: a relay channel (the QR code's URL), then polls until signed. */
    startFarcaster: (body: { deviceId: string }) =>
      call(FarcasterStartSchema, 'POST', 'v1/auth/farcaster/start', body),
    checkFarcaster: (body: { loginId: string; deviceId: string }) =>
      call(FarcasterCheckSchema, 'POST', 'v1/auth/farcaster/check', body),
    refresh: (body: { refreshToken: string }) =>
      call(RefreshSchema, 'POST', 'v1/auth/session/refresh', body),
    signOut: (accessToken: string) => call(OkSchema, 'POST', 'v1/auth/sign-out', {}, accessToken),
    updateEmail: (accessToken: string, body: { email: string }) =>
      call(UpdateStepSchema, 'POST', 'v1/auth/email/update', body, accessToken),
    updateEmailPrimary: (accessToken: string, body: { updateId: string; otp: string }) =>
      call(UpdateStepSchema, 'POST', 'v1/auth/email/update/primary', body, accessToken),
    updateEmailSecondary: (accessToken: string, body: { updateId: string; otp: string }) =>
      call(UpdatedSchema, 'POST', 'v1/auth/email/update/secondary', body, accessToken),
    /** Key shares (base64): the auth share, and the opt-in recovery escrow. */
    putShare: (accessToken: string, kind: ShareKind, body: v.InferOutput<typeof ShareSchema>) =>
      call(OkSchema, 'PUT', `v1/auth/keys/${kind}`, body, accessToken),
    getShare: (accessToken: string, kind: ShareKind) =>
      call(ShareSchema, 'GET', `v1/auth/keys/${kind}?namespace=eip155`, undefined, accessToken),
  }
}
