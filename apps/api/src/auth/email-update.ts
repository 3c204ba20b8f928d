import { type AuthUser, accountByEmail, userView } from './accounts.js'
import type { AuthDeps } from './auth-deps.js'
import { AUTH_TEXTS, AuthError } from './auth-errors.js'
import { emailChangeMail } from './auth-mails.js'
import type { AuthenticatedSession } from './auth-sessions.js'
import { releaseMailCooldown, takeMailCooldown, touchMailCooldown } from './mail-cooldown.js'
import { consumeCode, insertCode, useCode } from './otp-codes.js'

/** SPEC §4 email update steps. */
export type UpdateStep =
  | { step: 'VERIFY_PRIMARY_OTP'; updateId: string; expiresAt: number }
  | { step: 'VERIFY_SECONDARY_OTP'; updateId: string; expiresAt: number }

const updateExpired = () => new AuthError(400, 'UPDATE_EXPIRED', AUTH_TEXTS.updateExpired)
const emailTaken = () => new AuthError(409, 'EMAIL_TAKEN', AUTH_TEXTS.emailTaken)
/** The second step's row lives beside the first under a derived id; the frame keeps one updateId. */
const secondaryId = (updateId: string) => `${updateId}.2`

async function currentEmail(deps: AuthDeps, userId: string): Promise<string> {
  const [row] = await deps.db.query<{ email: string }>(
    'SELECT email FROM auth_accounts WHERE user_id = $1',
    [userId],
  )
  if (!row) throw new AuthError(401, 'SESSION_INVALID', AUTH_TEXTS.sessionInvalid)
  return row.email
}

async function sendCode(
  deps: AuthDeps,
  p: { codeId: string; to: string; otp: string; step: 'primary' | 'secondary'; newEmail: string },
  undo: () => Promise<void>,
) {
  try {
    await deps.mailer.send(
      emailChangeMail({ ...p, ttlMs: deps.config.otpTtlMs, appName: deps.config.appName }),
    )
  } catch (error) {
    await consumeCode(deps, p.codeId)
    await undo()
    const failure = new AuthError(502, 'MAIL_FAILED', AUTH_TEXTS.mailFailed)
    failure.cause = error
    throw failure
  }
}

/** Step 1: a code to the current address, proving the change is wanted by its owner. */
export async function startEmailUpdate(
  deps: AuthDeps,
  session: AuthenticatedSession,
  newEmail: string,
): Promise<UpdateStep> {
  const email = await currentEmail(deps, session.userId)
  if (email === newEmail) throw new AuthError(400, 'EMAIL_UNCHANGED', AUTH_TEXTS.emailUnchanged)
  if (await accountByEmail(deps.db, newEmail)) throw emailTaken()
  // Keyed like a login's (address and device), so a login just before it counts.
  const sentAt = await takeMailCooldown(deps, email, session.deviceId)
  await deps.db.query(
    `UPDATE auth_codes SET consumed_at = $2
     WHERE user_id = $1 AND purpose IN ('update-primary', 'update-secondary') AND consumed_at IS NULL`,
    [session.userId, deps.now()],
  )
  const { codeId, otp, expiresAt } = await insertCode(
    deps,
    {
      purpose: 'update-primary',
      email,
      userId: session.userId,
      newEmail,
      ttlMs: deps.config.otpTtlMs,
    },
    true,
  )
  await sendCode(deps, { codeId, to: email, otp: otp ?? '', step: 'primary', newEmail }, () =>
    releaseMailCooldown(deps, email, sentAt, session.deviceId),
  )
  return { step: 'VERIFY_PRIMARY_OTP', updateId: codeId, expiresAt }
}

/** Step 2: the old address's code is right → a code to the new address. */
export async function verifyPrimaryOtp(
  deps: AuthDeps,
  session: AuthenticatedSession,
  p: { updateId: string; otp: string },
): Promise<UpdateStep> {
  const row = await useCode(deps, {
    codeId: p.updateId,
    purpose: 'update-primary',
    otp: p.otp,
    belongs: (code) => code.userId === session.userId,
    gone: updateExpired,
  })
  const newEmail = row.newEmail ?? ''
  if (await accountByEmail(deps.db, newEmail)) throw emailTaken()
  const codeId = secondaryId(p.updateId)
  const { otp, expiresAt } = await insertCode(
    deps,
    {
      codeId,
      purpose: 'update-secondary',
      email: newEmail,
      userId: session.userId,
      newEmail,
      ttlMs: deps.config.otpTtlMs,
    },
    true,
  )
  await touchMailCooldown(deps, newEmail, session.deviceId)
  await sendCode(
    deps,
    { codeId, to: newEmail, otp: otp ?? '', step: 'secondary', newEmail },
    async () => {
      // The first code is spent: without a mail to the new address the user starts again.
    },
  )
  return { step: 'VERIFY_SECONDARY_OTP', updateId: p.updateId, expiresAt }
}

/** Step 3: the new address's code is right → the account's email changes. */
export async function verifySecondaryOtp(
  deps: AuthDeps,
  session: AuthenticatedSession,
  p: { updateId: string; otp: string },
): Promise<{ user: AuthUser }> {
  const row = await useCode(deps, {
    codeId: secondaryId(p.updateId),
    purpose: 'update-secondary',
    otp: p.otp,
    belongs: (code) => code.userId === session.userId,
    gone: updateExpired,
  })
  try {
    await deps.db.query('UPDATE auth_accounts SET email = $2 WHERE user_id = $1', [
      session.userId,
      row.newEmail,
    ])
  } catch (error) {
    // Someone signed up with that address between the steps (unique violation).
    if ((error as { code?: unknown }).code === '23505') throw emailTaken()
    throw error
  }
  return { user: await userView(deps, session.userId, session.deviceId) }
}
