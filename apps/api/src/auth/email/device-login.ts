import { webcrypto } from 'node:crypto'
import type { Queryable } from '../../db/database.js'
import { type AuthUser, userView } from '../accounts.js'
import { newToken } from '../auth-crypto.js'
import type { AuthDeps } from '../auth-deps.js'
import { AUTH_TEXTS, AuthError } from '../auth-errors.js'
import { issueSession, type SessionTokens } from '../sessions/auth-sessions.js'

// The email login's CONNECT step for a returning device (SPEC §4 "VERIFY_DEVICE, VERIFY_OTP,
// CONNECT"). The proof is the device's login key: an ECDSA P-256 key pair the wallet frame made
// non-extractable in its own origin, whose public half is registered only by an email login that
// typed the mailed code on that device (after the emailed approval on a device new to the
// account). Knowing the address is not enough: only that device can sign, and each signature
// answers one fresh, short-lived, single-use challenge issued for that address and device.

/** How long a challenge may be signed and sent back: the frame does both at once. */
export const DEVICE_CHALLENGE_TTL_MS = 60_000

const ECDSA_P256 = { name: 'ECDSA', namedCurve: 'P-256' } as const

const keyInvalid = () => new AuthError(400, 'DEVICE_KEY_INVALID', AUTH_TEXTS.deviceKeyInvalid)
/**
 * One refusal for every reason (no account, no key, a revoked one, another device, a spent or
 * expired challenge, a wrong signature): the answer tells a stranger nothing about the address.
 */
const refused = () => new AuthError(401, 'DEVICE_KEY_REFUSED', AUTH_TEXTS.deviceKeyRefused)

/** The text the device signs: the challenge with the address and device it was issued for. */
const challengeText = (challengeId: string, email: string, deviceId: string) =>
  `Portico device login\n${challengeId}\n${email}\n${deviceId}`

function importPublicKey(base64url: string): Promise<webcrypto.CryptoKey> {
  return webcrypto.subtle.importKey('raw', Buffer.from(base64url, 'base64url'), ECDSA_P256, true, [
    'verify',
  ])
}

/**
 * The public key as sent (base64url of the uncompressed point), once it imports as a P-256 point;
 * 400 DEVICE_KEY_INVALID otherwise. Called before the code is spent, so a bad key costs no try.
 */
export async function parseDevicePublicKey(base64url: string): Promise<string> {
  const bytes = Buffer.from(base64url, 'base64url')
  if (bytes.length !== 65 || bytes[0] !== 4) throw keyInvalid()
  await importPublicKey(base64url).catch(() => {
    throw keyInvalid()
  })
  return base64url
}

/**
 * Registers (or replaces) the login key of a device the account just approved by its code. A
 * revoked key of the device is replaced too: the new code proved the mailbox again.
 */
export async function registerDeviceKey(
  db: Queryable,
  p: { userId: string; deviceId: string; publicKey: string; now: number },
): Promise<void> {
  await db.query(
    `INSERT INTO auth_device_keys (user_id, device_id, public_key, registered_at) VALUES ($1, $2, $3, $4)
     ON CONFLICT (user_id, device_id)
     DO UPDATE SET public_key = EXCLUDED.public_key, registered_at = EXCLUDED.registered_at, revoked_at = NULL`,
    [p.userId, p.deviceId, p.publicKey, p.now],
  )
}

/** Revokes every login key of an account (sign out everywhere): each device needs a code again. */
export async function revokeDeviceKeys(deps: AuthDeps, userId: string): Promise<void> {
  await deps.db.query(
    'UPDATE auth_device_keys SET revoked_at = $2 WHERE user_id = $1 AND revoked_at IS NULL',
    [userId, deps.now()],
  )
}

/**
 * A challenge for `email` on `deviceId`: the same answer for any address (nothing is looked up,
 * nothing is mailed), so asking tells no one whether an account or a key exists.
 */
export async function issueDeviceChallenge(
  deps: AuthDeps,
  p: { email: string; deviceId: string },
): Promise<{ challengeId: string; challenge: string; expiresAt: number }> {
  const challengeId = newToken('pdc_')
  const now = deps.now()
  const expiresAt = now + DEVICE_CHALLENGE_TTL_MS
  await deps.db.query(
    `INSERT INTO auth_device_challenges (challenge_id, email, device_id, expires_at, created_at)
     VALUES ($1, $2, $3, $4, $5)`,
    [challengeId, p.email, p.deviceId, expiresAt, now],
  )
  return { challengeId, challenge: challengeText(challengeId, p.email, p.deviceId), expiresAt }
}

/**
 * CONNECT: the challenge is spent whatever follows (a wrong signature cannot be retried on it),
 * then its signature must verify under the live key this device registered for the challenge's
 * address. Right → a session, as after a code; anything else → DEVICE_KEY_REFUSED, and the frame
 * goes on with the code.
 */
export async function connectWithDeviceKey(
  deps: AuthDeps,
  p: { challengeId: string; deviceId: string; signature: string },
): Promise<{ step: 'CONNECT'; session: SessionTokens; user: AuthUser }> {
  const now = deps.now()
  const [challenge] = await deps.db.query<{ email: string }>(
    `UPDATE auth_device_challenges SET consumed_at = $3
     WHERE challenge_id = $1 AND device_id = $2 AND consumed_at IS NULL AND expires_at > $3
     RETURNING email`,
    [p.challengeId, p.deviceId, now],
  )
  if (!challenge) throw refused()
  const [key] = await deps.db.query<{ user_id: string; public_key: string }>(
    `SELECT k.user_id, k.public_key FROM auth_accounts a
     JOIN auth_device_keys k ON k.user_id = a.user_id
     WHERE a.email = $1 AND k.device_id = $2 AND k.revoked_at IS NULL`,
    [challenge.email, p.deviceId],
  )
  if (!key) throw refused()
  const verified = await webcrypto.subtle
    .verify(
      { name: 'ECDSA', hash: 'SHA-256' },
      await importPublicKey(key.public_key),
      Buffer.from(p.signature, 'base64url'),
      Buffer.from(challengeText(p.challengeId, challenge.email, p.deviceId), 'utf8'),
    )
    .catch(() => false)
  if (!verified) throw refused()
  // The key was registered by a code typed on this device (an email login): the session is one,
  // held to the same bars (key shares, escrow) as the login that registered it.
  const session = await issueSession(deps, {
    userId: key.user_id,
    deviceId: p.deviceId,
    loginMethod: 'email',
    loginAt: now,
  })
  return { step: 'CONNECT', session, user: await userView(deps, key.user_id, p.deviceId) }
}
