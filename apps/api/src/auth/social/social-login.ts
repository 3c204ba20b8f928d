import { createHash, randomBytes, randomUUID } from 'node:crypto'
import type { JWTVerifyGetKey } from 'jose'
import { type AuthUser, userView } from '../accounts.js'
import { sameHash, tokenHash } from '../auth-crypto.js'
import type { AuthDeps } from '../auth-deps.js'
import { AUTH_TEXTS, AuthError } from '../auth-errors.js'
import { issueSession, type SessionTokens } from '../sessions/auth-sessions.js'
import type { ResolvedSocialConfig, SocialProvider } from './social-config.js'
import { exchangeCode, identityOf, SocialIdentityError } from './social-identity.js'

/** What a claim returns once the provider said who the user is (the same session as email login). */
export interface SocialConnect {
  step: 'CONNECT'
  session: SessionTokens
  user: AuthUser
  provider: SocialProvider
  userName: string
}

/**
 * The query the callback adds to the frame's page: the attempt, how it ended, the one-time result
 * code the claim needs (only the browser that completed the login sees it, and only on the
 * frame's origin), and for a redirect login the dapp page the frame's page sends the user on to
 * (with the attempt and status, never the code).
 */
export const RESULT_PARAMS = {
  attempt: 'portico_social',
  status: 'portico_social_status',
  code: 'portico_social_code',
  returnTo: 'portico_social_return',
} as const

export interface SocialDeps extends AuthDeps {
  social: ResolvedSocialConfig
  keys: (url: string) => JWTVerifyGetKey
}

const random = () => randomBytes(32).toString('base64url')
const expired = () => new AuthError(400, 'LOGIN_EXPIRED', AUTH_TEXTS.loginExpired)
const failed = () => new AuthError(401, 'SOCIAL_FAILED', AUTH_TEXTS.socialFailed)

/** The provider's configuration, or 404 SOCIAL_PROVIDER_UNKNOWN (not configured here). */
export function providerConfig(deps: SocialDeps, name: string) {
  const provider = deps.social.providers[name as SocialProvider]
  if (!provider) {
    throw new AuthError(404, 'SOCIAL_PROVIDER_UNKNOWN', AUTH_TEXTS.socialProviderUnknown)
  }
  return provider
}

/**
 * A return URL on the frame's origin or a listed dapp's (else 400 RETURN_URL_INVALID: no open
 * redirect).
 */
export function parseReturnUrl(deps: SocialDeps, input: unknown): string {
  const url = typeof input === 'string' && input.length <= 2048 ? URL.parse(input) : null
  if (!url || !deps.social.returnOrigins.includes(url.origin)) {
    throw new AuthError(400, 'RETURN_URL_INVALID', AUTH_TEXTS.returnUrlInvalid)
  }
  url.hash = ''
  return url.toString()
}

/**
 * Opens an attempt: state, nonce and PKCE verifier (S256) kept here, bound to the frame's device;
 * the frame gets the provider's authorization URL and a secret only it can claim the result with.
 */
export async function startSocialLogin(
  deps: SocialDeps,
  p: { provider: SocialProvider; deviceId: string; returnUrl: string; callbackUrl: string },
): Promise<{
  attemptId: string
  attemptSecret: string
  authorizationUrl: string
  expiresAt: number
}> {
  const provider = providerConfig(deps, p.provider)
  const attemptId = randomUUID()
  const attemptSecret = random()
  const state = random()
  const nonce = random()
  const codeVerifier = random()
  const now = deps.now()
  const expiresAt = now + deps.social.attemptTtlMs
  await deps.db.query(
    `INSERT INTO auth_social_attempts (attempt_id, provider, state, nonce, code_verifier, secret_hash,
       device_id, return_url, expires_at, created_at)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10)`,
    [
      attemptId,
      p.provider,
      state,
      nonce,
      codeVerifier,
      tokenHash(attemptSecret),
      p.deviceId,
      p.returnUrl,
      expiresAt,
      now,
    ],
  )
  const url = new URL(provider.authorizationUrl)
  url.searchParams.set('response_type', 'code')
  url.searchParams.set('client_id', provider.clientId)
  url.searchParams.set('redirect_uri', p.callbackUrl)
  url.searchParams.set('scope', provider.scope)
  url.searchParams.set('state', state)
  url.searchParams.set(
    'code_challenge',
    createHash('sha256').update(codeVerifier).digest('base64url'),
  )
  url.searchParams.set('code_challenge_method', 'S256')
  // A nonce is an OIDC parameter; OAuth-only servers may refuse it.
  if (provider.identity.kind === 'oidc') url.searchParams.set('nonce', nonce)
  if (provider.responseMode === 'form_post') url.searchParams.set('response_mode', 'form_post')
  return { attemptId, attemptSecret, authorizationUrl: url.toString(), expiresAt }
}

/**
 * Where the callback sends the browser: always a page of the frame's origin, the only one that may
 * see the result code. A return URL of the frame (the popup's last page) gets the result itself;
 * a dapp page (a redirect login) is named for the frame's page to send the user on to, and the
 * dapp only ever sees the attempt and its status. Anyone may start an attempt with any listed
 * return URL: a code in a dapp's address bar would be read by any script of that dapp and claimed
 * by the stranger who started it.
 */
function resultUrl(
  deps: SocialDeps,
  p: { returnUrl: string; attemptId: string; status: 'ok' | 'error'; resultCode: string },
): string {
  const onFrame = new URL(p.returnUrl).origin === deps.social.frameOrigin
  const back = new URL(onFrame ? p.returnUrl : deps.social.frameUrl)
  back.searchParams.set(RESULT_PARAMS.attempt, p.attemptId)
  back.searchParams.set(RESULT_PARAMS.status, p.status)
  back.searchParams.set(RESULT_PARAMS.code, p.resultCode)
  if (!onFrame) back.searchParams.set(RESULT_PARAMS.returnTo, p.returnUrl)
  return back.toString()
}

/**
 * The provider sent the user back: the code is exchanged (with the verifier) and the identity
 * verified, the attempt records who it was or why it failed, and the user goes on to the frame's
 * page ({@link resultUrl}) with the attempt id, `ok` / `error` and the result code. An unknown or
 * used state gets `undefined` (the route answers 400 and sends no one anywhere).
 */
export async function finishSocialCallback(
  deps: SocialDeps,
  p: {
    provider: SocialProvider
    state: string
    code: string | undefined
    error: string | undefined
    callbackUrl: string
    /** Apple's form_post: the name it posts on the first login (see apple-posted-user.ts). */
    postedName?: string | undefined
  },
): Promise<string | undefined> {
  const now = deps.now()
  // Taking the attempt and marking it done is one statement: a replayed callback finds nothing.
  const [attempt] = await deps.db.query<{
    attempt_id: string
    nonce: string
    code_verifier: string
    return_url: string
  }>(
    `UPDATE auth_social_attempts SET completed_at = $3
     WHERE state = $1 AND provider = $2 AND completed_at IS NULL AND expires_at > $3
     RETURNING attempt_id, nonce, code_verifier, return_url`,
    [p.state, p.provider, now],
  )
  if (!attempt) return undefined
  let outcome: { subject: string; userName: string } | { failure: string }
  try {
    if (p.error || !p.code) throw new SocialIdentityError(`provider error: ${p.error ?? 'no code'}`)
    const provider = providerConfig(deps, p.provider)
    const tokens = await exchangeCode(provider, {
      code: p.code,
      codeVerifier: attempt.code_verifier,
      redirectUri: p.callbackUrl,
    })
    outcome = await identityOf(provider, tokens, {
      nonce: attempt.nonce,
      keys: deps.keys,
      postedName: p.postedName,
    })
  } catch (error) {
    const reason = error instanceof Error ? error.message : 'unknown'
    outcome = { failure: reason.slice(0, 200) }
  }
  // Whoever started the attempt holds its secret, but the provider's answer came to this browser:
  // anyone can start an attempt and send a victim the authorization URL (a provider that skips
  // consent sends the victim straight back here). The result is bound to this browser by a code
  // that exists only in the redirect below, to the frame's origin; the claim needs it beside the
  // secret.
  const resultCode = random()
  await deps.db.query(
    `UPDATE auth_social_attempts SET subject = $2, user_name = $3, failure = $4, result_hash = $5
     WHERE attempt_id = $1`,
    [
      attempt.attempt_id,
      'subject' in outcome ? outcome.subject : null,
      'subject' in outcome ? outcome.userName : null,
      'failure' in outcome ? outcome.failure : null,
      tokenHash(resultCode),
    ],
  )
  return resultUrl(deps, {
    returnUrl: attempt.return_url,
    attemptId: attempt.attempt_id,
    status: 'failure' in outcome ? 'error' : 'ok',
    resultCode,
  })
}

/**
 * The frame takes the result with the attempt's secret, from the device that started it, with the
 * result code the callback gave the frame's page (so the browser that completed the login and the
 * frame that started it are the same user's): the account of provider + subject (made on its
 * first login), the device approved, a session. 409 SOCIAL_PENDING while the provider has not
 * answered; once taken, the attempt is spent. A wrong secret, device or code is LOGIN_EXPIRED, as
 * for an unknown attempt.
 */
export async function claimSocialLogin(
  deps: SocialDeps,
  p: { attemptId: string; attemptSecret: string; deviceId: string; resultCode: string | undefined },
): Promise<SocialConnect> {
  const now = deps.now()
  const [row] = await deps.db.query<{
    provider: SocialProvider
    secret_hash: string
    device_id: string
    subject: string | null
    user_name: string | null
    failure: string | null
    completed_at: string | null
    result_hash: string | null
  }>(
    `SELECT provider, secret_hash, device_id, subject, user_name, failure, completed_at, result_hash
     FROM auth_social_attempts WHERE attempt_id = $1 AND consumed_at IS NULL AND expires_at > $2`,
    [p.attemptId, now],
  )
  if (
    !row ||
    !sameHash(row.secret_hash, tokenHash(p.attemptSecret)) ||
    row.device_id !== p.deviceId
  ) {
    throw expired()
  }
  // The callback marks the attempt completed before it asks the provider, and writes the code's
  // hash after: in between the result is still on its way.
  if (row.completed_at === null || row.result_hash === null) {
    throw new AuthError(409, 'SOCIAL_PENDING', AUTH_TEXTS.socialPending)
  }
  // A wrong code leaves the attempt as it was: 32 random bytes are not guessed, and burning it
  // would let a stray request kill the user's login.
  if (p.resultCode === undefined || !sameHash(row.result_hash, tokenHash(p.resultCode))) {
    throw expired()
  }
  const taken = await deps.db.query(
    `UPDATE auth_social_attempts SET consumed_at = $2 WHERE attempt_id = $1 AND consumed_at IS NULL
     RETURNING attempt_id`,
    [p.attemptId, now],
  )
  if (taken.length === 0) throw expired()
  if (row.failure !== null || row.subject === null) throw failed()
  const userName = row.user_name ?? ''
  const account = await signInSocialAccount(deps, {
    provider: row.provider,
    subject: row.subject,
    userName,
    deviceId: p.deviceId,
  })
  const session = await issueSession(deps, {
    userId: account.userId,
    deviceId: p.deviceId,
    loginAt: now,
    loginMethod: 'social',
  })
  return {
    step: 'CONNECT',
    session,
    user: await userView(deps, account.userId, p.deviceId),
    provider: row.provider,
    userName,
  }
}

/** The account of provider + subject, made on its first login; its name and device recorded. */
async function signInSocialAccount(
  deps: AuthDeps,
  p: { provider: SocialProvider; subject: string; userName: string; deviceId: string },
): Promise<{ userId: string }> {
  return deps.db.transaction(async (tx) => {
    const now = deps.now()
    const fresh = randomUUID()
    const [existing] = await tx.query<{ user_id: string }>(
      'SELECT user_id FROM auth_social_accounts WHERE provider = $1 AND subject = $2',
      [p.provider, p.subject],
    )
    if (!existing) {
      await tx.query(
        'INSERT INTO auth_accounts (user_id, email, created_at) VALUES ($1, NULL, $2)',
        [fresh, now],
      )
    }
    // Two first logins at once: one insert wins, the other's account row is left unused.
    await tx.query(
      `INSERT INTO auth_social_accounts (provider, subject, user_id, user_name, signed_in_at)
       VALUES ($1, $2, $3, $4, $5)
       ON CONFLICT (provider, subject) DO UPDATE SET user_name = $4, signed_in_at = $5`,
      [p.provider, p.subject, existing?.user_id ?? fresh, p.userName, now],
    )
    const [row] = await tx.query<{ user_id: string }>(
      'SELECT user_id FROM auth_social_accounts WHERE provider = $1 AND subject = $2',
      [p.provider, p.subject],
    )
    if (!row) throw new Error('auth: the social account vanished while signing in')
    await tx.query(
      `INSERT INTO auth_devices (user_id, device_id, approved_at) VALUES ($1, $2, $3)
       ON CONFLICT (user_id, device_id) DO NOTHING`,
      [row.user_id, p.deviceId, now],
    )
    return { userId: row.user_id }
  })
}
