import { randomUUID } from 'node:crypto'
import { newToken, tokenHash } from '../auth-crypto.js'
import type { AuthDeps } from '../auth-deps.js'
import { AUTH_TEXTS, AuthError, sessionInvalidError } from '../auth-errors.js'

/** The tokens a frame session holds (contract: Session). */
export interface SessionTokens {
  sessionId: string
  accessToken: string
  accessExpiresAt: number
  refreshToken: string
  refreshExpiresAt: number
}

/**
 * How a session's login was made. Email: the code from the user's mailbox (and on a new device the
 * emailed approval), which a stranger cannot complete for the user. Social: the provider's answer,
 * claimed with the result code only the browser that completed it got. Farcaster: a signature made
 * in the Farcaster app, which may have approved a stranger's QR code.
 */
export type LoginMethod = 'email' | 'social' | 'farcaster'
const loginMethods: readonly string[] = ['email', 'social', 'farcaster'] satisfies LoginMethod[]

/** An access token's session, as the routes see it. */
export interface AuthenticatedSession {
  sessionId: string
  userId: string
  deviceId: string
  /** How the login behind this session was made (kept through refreshes). */
  loginMethod: LoginMethod
  /** When the login behind this session happened. */
  loginAt: number
  /** When this access token was issued (by the login or a refresh). */
  accessIssuedAt: number
}

/** Opens a session after a login: a 15 min access token and a single-use refresh token. */
export async function issueSession(
  deps: AuthDeps,
  p: { userId: string; deviceId: string; loginAt: number; loginMethod: LoginMethod },
): Promise<SessionTokens> {
  const now = deps.now()
  const tokens: SessionTokens = {
    sessionId: randomUUID(),
    accessToken: newToken('pat_'),
    accessExpiresAt: now + deps.config.accessTtlMs,
    refreshToken: newToken('prt_'),
    refreshExpiresAt: p.loginAt + deps.config.refreshTtlMs,
  }
  await deps.db.query(
    `INSERT INTO auth_sessions (session_id, user_id, device_id, login_at, access_hash, access_issued_at,
       access_expires_at, refresh_hash, refresh_expires_at, login_method)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10)`,
    [
      tokens.sessionId,
      p.userId,
      p.deviceId,
      p.loginAt,
      tokenHash(tokens.accessToken),
      now,
      tokens.accessExpiresAt,
      tokenHash(tokens.refreshToken),
      tokens.refreshExpiresAt,
      p.loginMethod,
    ],
  )
  return tokens
}

/**
 * Rotates a session: a new access and refresh token for a live refresh token, which dies. A
 * spent refresh token coming back means two holders (one of them stolen it): the whole session
 * is revoked, so both have to sign in again.
 */
export async function refreshSession(
  deps: AuthDeps,
  refreshToken: string,
): Promise<{ tokens: SessionTokens; userId: string; deviceId: string }> {
  const now = deps.now()
  const spent = tokenHash(refreshToken)
  const accessToken = newToken('pat_')
  const nextRefresh = newToken('prt_')
  const accessExpiresAt = now + deps.config.accessTtlMs
  const [row] = await deps.db.query<Record<string, unknown>>(
    `UPDATE auth_sessions SET access_hash = $2, access_issued_at = $3, access_expires_at = $4, refresh_hash = $5
     WHERE refresh_hash = $1 AND revoked_at IS NULL AND refresh_expires_at > $3
     RETURNING session_id, user_id, device_id, refresh_expires_at`,
    [spent, tokenHash(accessToken), now, accessExpiresAt, tokenHash(nextRefresh)],
  )
  if (!row) {
    const [reused] = await deps.db.query<{ session_id: string }>(
      'SELECT session_id FROM auth_spent_refresh WHERE refresh_hash = $1',
      [spent],
    )
    if (reused) await revokeSessions(deps, { sessionId: reused.session_id })
    throw sessionInvalidError()
  }
  const refreshExpiresAt = Number(row.refresh_expires_at)
  await deps.db.query(
    `INSERT INTO auth_spent_refresh (refresh_hash, session_id, expires_at) VALUES ($1, $2, $3)
     ON CONFLICT (refresh_hash) DO NOTHING`,
    [spent, String(row.session_id), refreshExpiresAt],
  )
  return {
    tokens: {
      sessionId: String(row.session_id),
      accessToken,
      accessExpiresAt,
      refreshToken: nextRefresh,
      refreshExpiresAt,
    },
    userId: String(row.user_id),
    deviceId: String(row.device_id),
  }
}

/** The session of `Authorization: Bearer <accessToken>`; 401 "Session expired…" otherwise. */
export async function authenticate(
  deps: AuthDeps,
  authorization: string | undefined,
): Promise<AuthenticatedSession> {
  const token = /^Bearer (pat_[A-Za-z0-9_-]{43})$/.exec(authorization ?? '')?.[1]
  if (!token) throw sessionInvalidError()
  const [row] = await deps.db.query<Record<string, unknown>>(
    `SELECT session_id, user_id, device_id, login_method, login_at, access_issued_at FROM auth_sessions
     WHERE access_hash = $1 AND revoked_at IS NULL AND access_expires_at > $2`,
    [tokenHash(token), deps.now()],
  )
  // The column's CHECK allows no other value; a row that still has one signs no one in.
  const loginMethod = String(row?.login_method)
  if (!row || !isLoginMethod(loginMethod)) throw sessionInvalidError()
  return {
    sessionId: String(row.session_id),
    userId: String(row.user_id),
    deviceId: String(row.device_id),
    loginMethod,
    loginAt: Number(row.login_at),
    accessIssuedAt: Number(row.access_issued_at),
  }
}

const isLoginMethod = (value: string): value is LoginMethod => loginMethods.includes(value)

/** Key shares go only to an access token issued a few minutes ago (contract: "fresh"). */
export function assertFresh(deps: AuthDeps, session: AuthenticatedSession): void {
  if (session.accessIssuedAt < deps.now() - deps.config.freshAccessMs) {
    throw new AuthError(401, 'SESSION_STALE', AUTH_TEXTS.sessionStale)
  }
}

/** Revokes one session, or every session of a user (sign out everywhere). */
export async function revokeSessions(
  deps: AuthDeps,
  which: { sessionId: string } | { userId: string },
): Promise<void> {
  const [column, value] =
    'userId' in which
      ? (['user_id', which.userId] as const)
      : (['session_id', which.sessionId] as const)
  await deps.db.query(
    `UPDATE auth_sessions SET revoked_at = $2 WHERE ${column} = $1 AND revoked_at IS NULL`,
    [value, deps.now()],
  )
}
