import type { Queryable } from '../db/database.js'
import { ApiError } from '../http/api-error.js'

/**
 * Marks a signed message's nonce as used (per scope and account), or answers 409 when it was
 * used before. Kept until `expiresAt` (ms), when the message's own time window has closed
 * anyway; the retention job deletes it then.
 */
export async function claimNonce(
  db: Queryable,
  claim: { scope: 'session' | 'name'; account: string; nonce: string; expiresAt: number },
): Promise<void> {
  const rows = await db.query(
    `INSERT INTO used_nonces (scope, account, nonce, expires_at) VALUES ($1, $2, $3, $4)
     ON CONFLICT (scope, account, nonce) DO NOTHING RETURNING nonce`,
    [claim.scope, claim.account.toLowerCase(), claim.nonce, claim.expiresAt],
  )
  if (rows.length === 0) throw new ApiError(409, 'Nonce already used', 'nonce')
}
