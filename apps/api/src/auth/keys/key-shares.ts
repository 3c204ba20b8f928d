import { getAddress, isAddress } from 'viem'
import type { ShareKey } from '../auth-config.js'
import { openShare, sealShare } from '../auth-crypto.js'
import type { AuthDeps } from '../auth-deps.js'
import { AUTH_TEXTS, AuthError } from '../auth-errors.js'
import { type AuthenticatedSession, assertFresh } from '../sessions/auth-sessions.js'

/** `auth`: the server's share of the 2-of-3 split; `recovery-escrow`: the user's, kept only on request. */
export type ShareKind = 'auth' | 'recovery-escrow'

/** A share as the API sends and receives it. */
export interface ShareBody {
  namespace: string
  address: string
  /** base64 of the share bytes. */
  share: string
}

const shareInvalid = () => new AuthError(400, 'SHARE_INVALID', AUTH_TEXTS.shareInvalid)
const aad = (userId: string, namespace: string, kind: ShareKind, address: string) =>
  `${userId}|${namespace}|${kind}|${address.toLowerCase()}`

function keyOf(deps: AuthDeps, kind: ShareKind): ShareKey {
  const key = kind === 'auth' ? deps.config.shareKey : deps.config.recoveryEscrowKey
  if (!key) throw new AuthError(404, 'SHARE_NOT_FOUND', AUTH_TEXTS.shareNotFound)
  return key
}

/** The share's bytes: a Shamir share of a 32-byte key is 33 bytes; anything far off is refused. */
function shareBytes(base64: string): Buffer {
  if (!/^[A-Za-z0-9+/]+={0,2}$/.test(base64)) throw shareInvalid()
  const bytes = Buffer.from(base64, 'base64')
  if (bytes.length < 17 || bytes.length > 129) throw shareInvalid()
  return bytes
}

/**
 * The escrowed recovery share opens the wallet on any device with the auth share, so reading,
 * replacing and deleting it are all held to one bar: a fresh access token of a session whose
 * login a stranger cannot complete for the user (an email login: the code, plus the emailed
 * approval on a new device), made within minutes. A social or Farcaster login alone may have
 * been started by a stranger and finished by the user; such a session could otherwise read the
 * escrow, swap in a share of its own, or delete the user's only way back.
 */
function assertEscrowLogin(deps: AuthDeps, session: AuthenticatedSession): void {
  assertFresh(deps, session)
  if (session.loginMethod !== 'email') {
    throw new AuthError(403, 'LOGIN_METHOD_TOO_WEAK', AUTH_TEXTS.loginMethodTooWeak)
  }
  if (session.loginAt < deps.now() - deps.config.recoveryLoginMaxAgeMs) {
    throw new AuthError(401, 'LOGIN_STALE', AUTH_TEXTS.loginStale)
  }
}

/**
 * Stores a share sealed under its server key. The auth share is written once per account and
 * namespace (a second wallet would orphan the first), and only by a session whose login a
 * stranger cannot have started for the user: the first writer picks the wallet, so a Farcaster
 * login (a stranger's QR code approved in the user's app) could make the account a wallet whose
 * other shares the stranger holds. The escrowed recovery share must belong to the same address as
 * the auth share, may be replaced, and is written only under {@link assertEscrowLogin}'s bar.
 */
export async function putShare(
  deps: AuthDeps,
  session: AuthenticatedSession,
  kind: ShareKind,
  body: ShareBody,
): Promise<void> {
  if (kind === 'recovery-escrow') assertEscrowLogin(deps, session)
  else assertFresh(deps, session)
  if (kind === 'auth' && session.loginMethod === 'farcaster') {
    throw new AuthError(403, 'CREATE_WALLET_REFUSED', AUTH_TEXTS.createWalletRefused)
  }
  if (!isAddress(body.address, { strict: false })) throw shareInvalid()
  const address = getAddress(body.address)
  const sealed = sealShare(
    keyOf(deps, kind),
    shareBytes(body.share),
    aad(session.userId, body.namespace, kind, address),
  )
  const values = [
    session.userId,
    body.namespace,
    kind,
    address,
    sealed.keyId,
    sealed.iv,
    sealed.ciphertext,
    deps.now(),
  ]
  if (kind === 'auth') {
    const inserted = await deps.db.query(
      `INSERT INTO auth_key_shares (user_id, namespace, kind, address, key_id, iv, ciphertext, created_at)
       VALUES ($1, $2, $3, $4, $5, $6, $7, $8) ON CONFLICT (user_id, namespace, kind) DO NOTHING RETURNING kind`,
      values,
    )
    if (inserted.length === 0) throw new AuthError(409, 'SHARE_EXISTS', AUTH_TEXTS.shareExists)
    return
  }
  const [wallet] = await deps.db.query<{ address: string }>(
    `SELECT address FROM auth_key_shares WHERE user_id = $1 AND namespace = $2 AND kind = 'auth'`,
    [session.userId, body.namespace],
  )
  if (wallet?.address !== address) throw shareInvalid()
  await deps.db.query(
    `INSERT INTO auth_key_shares (user_id, namespace, kind, address, key_id, iv, ciphertext, created_at)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8)
     ON CONFLICT (user_id, namespace, kind) DO UPDATE SET address = EXCLUDED.address, key_id = EXCLUDED.key_id,
       iv = EXCLUDED.iv, ciphertext = EXCLUDED.ciphertext, created_at = EXCLUDED.created_at`,
    values,
  )
}

/**
 * Releases a share to a fresh access token; the escrowed recovery share only under
 * {@link assertEscrowLogin}'s bar (with it the wallet opens on any device).
 */
export async function getShare(
  deps: AuthDeps,
  session: AuthenticatedSession,
  kind: ShareKind,
  namespace: string,
): Promise<ShareBody> {
  if (kind === 'recovery-escrow') assertEscrowLogin(deps, session)
  else assertFresh(deps, session)
  const key = keyOf(deps, kind)
  const [row] = await deps.db.query<{
    address: string
    key_id: string
    iv: string
    ciphertext: string
  }>(
    'SELECT address, key_id, iv, ciphertext FROM auth_key_shares WHERE user_id = $1 AND namespace = $2 AND kind = $3',
    [session.userId, namespace, kind],
  )
  if (!row) throw new AuthError(404, 'SHARE_NOT_FOUND', AUTH_TEXTS.shareNotFound)
  const plain = openShare(
    key,
    { keyId: row.key_id, iv: row.iv, ciphertext: row.ciphertext },
    aad(session.userId, namespace, kind, row.address),
  )
  return { namespace, address: row.address, share: plain.toString('base64') }
}

/**
 * Turns email-only recovery off (deletes the escrowed share), under {@link assertEscrowLogin}'s
 * bar: a stranger's session must not take the user's way back.
 */
export async function deleteShare(
  deps: AuthDeps,
  session: AuthenticatedSession,
  kind: 'recovery-escrow',
  namespace: string,
): Promise<void> {
  assertEscrowLogin(deps, session)
  await deps.db.query(
    'DELETE FROM auth_key_shares WHERE user_id = $1 AND namespace = $2 AND kind = $3',
    [session.userId, namespace, kind],
  )
}
