import { randomUUID } from 'node:crypto'
import type { Queryable } from '../db/database.js'
import type { AuthDeps } from './auth-deps.js'

/** The signed-in user as the frame sees it (contract: AuthUser). */
export interface AuthUser {
  userId: string
  email: string
  deviceId: string
  wallets: { namespace: string; address: string }[]
  /** The user chose email-only recovery (the recovery share is escrowed). */
  recoveryEscrow: boolean
}

/** The account of an address, if any. */
export async function accountByEmail(
  db: Queryable,
  email: string,
): Promise<{ userId: string } | undefined> {
  const [row] = await db.query<{ user_id: string }>(
    'SELECT user_id FROM auth_accounts WHERE email = $1',
    [email],
  )
  return row ? { userId: row.user_id } : undefined
}

/** Whether the account has approved this device. */
export async function isKnownDevice(db: Queryable, userId: string, deviceId: string) {
  const rows = await db.query('SELECT 1 FROM auth_devices WHERE user_id = $1 AND device_id = $2', [
    userId,
    deviceId,
  ])
  return rows.length > 0
}

/**
 * The account of `email`, created on its first successful code, and `deviceId` recorded as
 * approved (the code, and for a known account's new device the emailed approval, proved it).
 */
export async function signInAccount(deps: AuthDeps, email: string, deviceId: string) {
  return deps.db.transaction(async (tx) => {
    const now = deps.now()
    await tx.query(
      `INSERT INTO auth_accounts (user_id, email, created_at) VALUES ($1, $2, $3)
       ON CONFLICT (email) DO NOTHING`,
      [randomUUID(), email, now],
    )
    const account = await accountByEmail(tx, email)
    if (!account) throw new Error('auth: the account vanished while signing in')
    await tx.query(
      `INSERT INTO auth_devices (user_id, device_id, approved_at) VALUES ($1, $2, $3)
       ON CONFLICT (user_id, device_id) DO NOTHING`,
      [account.userId, deviceId, now],
    )
    return account
  })
}

/** The {@link AuthUser} of a session. */
export async function userView(
  deps: AuthDeps,
  userId: string,
  deviceId: string,
): Promise<AuthUser> {
  const [account] = await deps.db.query<{ email: string }>(
    'SELECT email FROM auth_accounts WHERE user_id = $1',
    [userId],
  )
  const shares = await deps.db.query<{ namespace: string; kind: string; address: string }>(
    'SELECT namespace, kind, address FROM auth_key_shares WHERE user_id = $1 ORDER BY namespace',
    [userId],
  )
  return {
    userId,
    email: account?.email ?? '',
    deviceId,
    wallets: shares
      .filter((share) => share.kind === 'auth')
      .map((share) => ({ namespace: share.namespace, address: share.address })),
    recoveryEscrow: shares.some((share) => share.kind === 'recovery-escrow'),
  }
}
