import type { AuthDeps } from './auth-deps.js'
import { cooldownError } from './auth-errors.js'

/**
 * Takes the per-address mail cooldown (SPEC §5/§9: 30 s) in one statement, so replicas and
 * concurrent requests agree: the row is only moved forward when the last mail is old enough.
 * Throws "Please try again after {n} seconds" inside the cooldown.
 */
export async function takeMailCooldown(deps: AuthDeps, email: string): Promise<number> {
  const now = deps.now()
  const taken = await deps.db.query(
    `INSERT INTO auth_mail_cooldown (email, sent_at) VALUES ($1, $2)
     ON CONFLICT (email) DO UPDATE SET sent_at = EXCLUDED.sent_at
     WHERE auth_mail_cooldown.sent_at <= $3
     RETURNING sent_at`,
    [email, now, now - deps.config.resendCooldownMs],
  )
  if (taken.length > 0) return now
  const [row] = await deps.db.query<{ sent_at: string }>(
    'SELECT sent_at FROM auth_mail_cooldown WHERE email = $1',
    [email],
  )
  const left = Number(row?.sent_at ?? now) + deps.config.resendCooldownMs - now
  throw cooldownError(Math.max(1, Math.ceil(left / 1000)))
}

/** Starts the cooldown without checking it (a mail the user did not ask for directly). */
export async function touchMailCooldown(deps: AuthDeps, email: string): Promise<void> {
  await deps.db.query(
    `INSERT INTO auth_mail_cooldown (email, sent_at) VALUES ($1, $2)
     ON CONFLICT (email) DO UPDATE SET sent_at = EXCLUDED.sent_at`,
    [email, deps.now()],
  )
}

/** Gives the cooldown back when the mail could not be sent (the user may retry at once). */
export async function releaseMailCooldown(deps: AuthDeps, email: string, sentAt: number) {
  await deps.db.query('DELETE FROM auth_mail_cooldown WHERE email = $1 AND sent_at = $2', [
    email,
    sentAt,
  ])
}
