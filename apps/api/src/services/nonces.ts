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

/**
 * Answers 409 when the nonce was used before, without claiming it: asked before a signature is
 * checked (a smart-account check is an `eth_call` on calldata the sender chose), so a replayed
 * request costs one indexed lookup. `claimNonce` after the check still decides, atomically.
 */
export async function assertNonceUnused(
  db: Queryable,
  claim: { scope: 'session' | 'name'; account: string; nonce: string },
): Promise<void> {
  const rows = await db.query(
    'SELECT 1 FROM used_nonces WHERE scope = $1 AND account = $2 AND nonce = $3',
    [claim.scope, claim.account.toLowerCase(), claim.nonce],
  )
  if (rows.length > 0) throw new ApiError(409, 'Nonce already used', 'nonce')
}
