import type { AuthDeps } from '../auth-deps.js'
import { cooldownError } from '../auth-errors.js'

/**
 * The cooldown's row key: the address, or for a login the address and the device that asked
 * (so a stranger's starts for someone's address never put the owner's own device on hold). A
 * normalized address has no space and a device id is base64url, so the two kinds cannot meet.
 */
const cooldownKey = (email: string, deviceId: string | undefined) =>
  deviceId === undefined ? email : `${email} ${deviceId}`

/**
 * Takes the mail cooldown of an address, or of an address on one device (SPEC §5/§9: 30 s), in
 * one statement, so replicas and concurrent requests agree: the row is only moved forward when
 * the last mail is old enough. Throws "Please try again after {n} seconds" inside the cooldown.
 */
export async function takeMailCooldown(
  deps: AuthDeps,
  email: string,
  deviceId?: string,
): Promise<number> {
  const now = deps.now()
  const key = cooldownKey(email, deviceId)
  const taken = await deps.db.query(
    `INSERT INTO auth_mail_cooldown (email, sent_at) VALUES ($1, $2)
     ON CONFLICT (email) DO UPDATE SET sent_at = EXCLUDED.sent_at
     WHERE auth_mail_cooldown.sent_at <= $3
     RETURNING sent_at`,
    [key, now, now - deps.config.resendCooldownMs],
  )
  if (taken.length > 0) return now
  const [row] = await deps.db.query<{ sent_at: string }>(
    'SELECT sent_at FROM auth_mail_cooldown WHERE email = $1',
    [key],
  )
  const left = Number(row?.sent_at ?? now) + deps.config.resendCooldownMs - now
  throw cooldownError(Math.max(1, Math.ceil(left / 1000)))
}

/** Starts the cooldown without checking it (a mail the user did not ask for directly). */
export async function touchMailCooldown(
  deps: AuthDeps,
  email: string,
  deviceId?: string,
): Promise<void> {
  await deps.db.query(
    `INSERT INTO auth_mail_cooldown (email, sent_at) VALUES ($1, $2)
     ON CONFLICT (email) DO UPDATE SET sent_at = EXCLUDED.sent_at`,
    [cooldownKey(email, deviceId), deps.now()],
  )
}

/** Gives the cooldown back when the mail could not be sent (the user may retry at once). */
export async function releaseMailCooldown(
  deps: AuthDeps,
  email: string,
  sentAt: number,
  deviceId?: string,
) {
  await deps.db.query('DELETE FROM auth_mail_cooldown WHERE email = $1 AND sent_at = $2', [
    cooldownKey(email, deviceId),
    sentAt,
  ])
}
