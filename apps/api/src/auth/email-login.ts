import {
  type AuthUser,
  accountByEmail,
  isKnownDevice,
  signInAccount,
  userView,
} from './accounts.js'
import { newOtp, newToken, otpHash, tokenHash } from './auth-crypto.js'
import type { AuthDeps } from './auth-deps.js'
import { AUTH_TEXTS, AuthError } from './auth-errors.js'
import { deviceApprovalMail, loginCodeMail } from './auth-mails.js'
import { issueSession, type SessionTokens } from './auth-sessions.js'
import { releaseMailCooldown, takeMailCooldown, touchMailCooldown } from './mail-cooldown.js'
import type { Mail } from './mailer.js'
import { codeRow, consumeCode, insertCode, liveCode, retireCodes, useCode } from './otp-codes.js'

/** What start and device check answer (SPEC §4 steps). */
export type LoginStep =
  | { step: 'VERIFY_DEVICE'; loginId: string }
  | { step: 'VERIFY_OTP'; loginId: string; expiresAt: number }

const loginExpired = () => new AuthError(400, 'LOGIN_EXPIRED', AUTH_TEXTS.loginExpired)
const mailFailed = (cause: unknown) => {
  const error = new AuthError(502, 'MAIL_FAILED', AUTH_TEXTS.mailFailed)
  error.cause = cause
  return error
}

/**
 * Sends `mail`; when the server refuses it, the code is retired and the cooldown given back so
 * the user can try again at once.
 */
async function sendOrUndo(deps: AuthDeps, mail: Mail, undo: () => Promise<void>): Promise<void> {
  try {
    await deps.mailer.send(mail)
  } catch (error) {
    await undo()
    throw mailFailed(error)
  }
}

/**
 * Starts (or restarts: "resend") an email login. A known account on a device it has not
 * approved gets an approval link first; everyone else a 6-digit code. The previous code of the
 * address stops working.
 */
export async function startEmailLogin(
  deps: AuthDeps,
  p: { email: string; deviceId: string; clientIp: string; approvalLink: (token: string) => string },
): Promise<LoginStep> {
  const account = await accountByEmail(deps.db, p.email)
  const needsApproval = account
    ? !(await isKnownDevice(deps.db, account.userId, p.deviceId))
    : false
  const sentAt = await takeMailCooldown(deps, p.email)
  await retireCodes(deps, 'email', p.email, ['login'])
  const common = {
    purpose: 'login' as const,
    email: p.email,
    deviceId: p.deviceId,
    clientIp: p.clientIp,
  }
  if (needsApproval) {
    const token = newToken('pda_')
    const ttlMs = deps.config.deviceApprovalTtlMs
    const { codeId } = await insertCode(
      deps,
      { ...common, deviceTokenHash: tokenHash(token), ttlMs },
      false,
    )
    await sendOrUndo(
      deps,
      deviceApprovalMail({
        to: p.email,
        link: p.approvalLink(token),
        ttlMs,
        appName: deps.config.appName,
      }),
      async () => {
        await consumeCode(deps, codeId)
        await releaseMailCooldown(deps, p.email, sentAt)
      },
    )
    return { step: 'VERIFY_DEVICE', loginId: codeId }
  }
  const ttlMs = deps.config.otpTtlMs
  const { codeId, otp, expiresAt } = await insertCode(deps, { ...common, ttlMs }, true)
  await sendOrUndo(
    deps,
    loginCodeMail({ to: p.email, otp: otp ?? '', ttlMs, appName: deps.config.appName }),
    async () => {
      await consumeCode(deps, codeId)
      await releaseMailCooldown(deps, p.email, sentAt)
    },
  )
  return { step: 'VERIFY_OTP', loginId: codeId, expiresAt }
}

/**
 * The frame's poll while it shows "verify device": still VERIFY_DEVICE until the emailed link
 * is approved, then the code is mailed (once, whichever replica or poll gets there first).
 */
export async function checkDevice(
  deps: AuthDeps,
  p: { loginId: string; deviceId: string },
): Promise<LoginStep> {
  const row = await liveCode(deps, p.loginId, 'login')
  if (!row || row.deviceId !== p.deviceId) throw loginExpired()
  if (row.codeHash) return { step: 'VERIFY_OTP', loginId: row.codeId, expiresAt: row.expiresAt }
  if (row.expiresAt <= deps.now()) throw loginExpired()
  if (row.deviceApprovedAt === null) return { step: 'VERIFY_DEVICE', loginId: row.codeId }
  const otp = newOtp()
  const expiresAt = deps.now() + deps.config.otpTtlMs
  const armed = await deps.db.query(
    `UPDATE auth_codes SET code_hash = $2, expires_at = $3
     WHERE code_id = $1 AND code_hash IS NULL AND consumed_at IS NULL RETURNING code_id`,
    [row.codeId, otpHash(deps.config.secret, row.codeId, otp), expiresAt],
  )
  if (armed.length === 0) return checkDevice(deps, p)
  await touchMailCooldown(deps, row.email)
  await sendOrUndo(
    deps,
    loginCodeMail({
      to: row.email,
      otp,
      ttlMs: deps.config.otpTtlMs,
      appName: deps.config.appName,
    }),
    async () => {
      await deps.db.query('UPDATE auth_codes SET code_hash = NULL WHERE code_id = $1', [row.codeId])
    },
  )
  return { step: 'VERIFY_OTP', loginId: row.codeId, expiresAt }
}

/** What the approval page shows about a pending link, if it is still live. */
export async function pendingApproval(deps: AuthDeps, token: string) {
  const [raw] = await deps.db.query<Record<string, unknown>>(
    `SELECT code_id, purpose, email, user_id, device_id, new_email, client_ip, code_hash, attempts, expires_at,
       device_approved_at, created_at
     FROM auth_codes WHERE device_token_hash = $1 AND consumed_at IS NULL AND expires_at > $2`,
    [tokenHash(token), deps.now()],
  )
  return raw ? codeRow(raw) : undefined
}

/** Approves the device of a live link (a person pressed Approve); false when the link is dead. */
export async function approveDevice(deps: AuthDeps, token: string): Promise<boolean> {
  const now = deps.now()
  const rows = await deps.db.query(
    `UPDATE auth_codes SET device_approved_at = COALESCE(device_approved_at, $2)
     WHERE device_token_hash = $1 AND consumed_at IS NULL AND expires_at > $2 RETURNING code_id`,
    [tokenHash(token), now],
  )
  return rows.length > 0
}

/** Checks the code; right → the account (made on first login), the device approved, a session. */
export async function verifyEmailLogin(
  deps: AuthDeps,
  p: { loginId: string; deviceId: string; otp: string },
): Promise<{ step: 'CONNECT'; session: SessionTokens; user: AuthUser }> {
  const row = await useCode(deps, {
    codeId: p.loginId,
    purpose: 'login',
    otp: p.otp,
    belongs: (code) => code.deviceId === p.deviceId,
    gone: loginExpired,
  })
  const account = await signInAccount(deps, row.email, p.deviceId)
  const session = await issueSession(deps, {
    userId: account.userId,
    deviceId: p.deviceId,
    loginAt: deps.now(),
  })
  return { step: 'CONNECT', session, user: await userView(deps, account.userId, p.deviceId) }
}
