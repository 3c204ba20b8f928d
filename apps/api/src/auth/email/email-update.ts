import { type AuthUser, accountByEmail, userView } from '../accounts.js'
import type { AuthDeps } from '../auth-deps.js'
import { AUTH_TEXTS, AuthError } from '../auth-errors.js'
import type { AuthenticatedSession } from '../sessions/auth-sessions.js'
import { emailChangeMail, emailTakenMail } from './auth-mails.js'
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

/**
 * Mails a step's code; for the new address of a change to an address that already has an account,
 * the notice that it has one instead (the step's code is then never sent, and the step answers as
 * for a wrong code).
 */
async function sendCode(
  deps: AuthDeps,
  p: {
    codeId: string
    to: string
    otp: string
    step: 'primary' | 'secondary'
    newEmail: string
    taken?: boolean
  },
  undo: () => Promise<void>,
) {
  const appName = deps.config.appName
  try {
    await deps.mailer.send(
      p.taken
        ? emailTakenMail({ to: p.to, appName })
        : emailChangeMail({ ...p, ttlMs: deps.config.otpTtlMs, appName }),
    )
  } catch (error) {
    await consumeCode(deps, p.codeId)
    await undo()
    const failure = new AuthError(502, 'MAIL_FAILED', AUTH_TEXTS.mailFailed)
    failure.cause = error
    throw failure
  }
}

/**
 * Step 1: a code to the current address, proving the change is wanted by its owner. Whether the
 * new address has an account is not looked at here: answering EMAIL_TAKEN would let any account
 * find out which addresses are registered. Only the new address's owner learns it, by mail
 * ({@link verifyPrimaryOtp}).
 */
export async function startEmailUpdate(
  deps: AuthDeps,
  session: AuthenticatedSession,
  newEmail: string,
): Promise<UpdateStep> {
  const email = await currentEmail(deps, session.userId)
  if (email === newEmail) throw new AuthError(400, 'EMAIL_UNCHANGED', AUTH_TEXTS.emailUnchanged)
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

/**
 * Step 2: the old address's code is right → a code to the new address. An address that already
 * has an account answers the same (VERIFY_SECONDARY_OTP, a code row of its own) but is mailed
 * that it has one instead of the code: the step after can then only fail as a wrong code, and the
 * one asking learns nothing that a free address would not tell them.
 */
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
  const taken = (await accountByEmail(deps.db, newEmail)) !== undefined
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
    { codeId, to: newEmail, otp: otp ?? '', step: 'secondary', newEmail, taken },
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
    // Someone signed up with that address between the steps (unique violation). The code
    // typed came from that mailbox, so its owner is the one told.
    if ((error as { code?: unknown }).code === '23505') throw emailTaken()
    throw error
  }
  return { user: await userView(deps, session.userId, session.deviceId) }
}
