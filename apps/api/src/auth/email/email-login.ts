import type { Queryable } from '../../db/database.js'
import { type AuthUser, signInAccount, userView } from '../accounts.js'
import { newOtp, newToken, otpHash, tokenHash } from '../auth-crypto.js'
import type { AuthDeps } from '../auth-deps.js'
import { AUTH_TEXTS, AuthError } from '../auth-errors.js'
import { issueSession, type SessionTokens } from '../sessions/auth-sessions.js'
import { deviceApprovalMail, loginCodeMail } from './auth-mails.js'
import { registerDeviceKey } from './device-login.js'
import { releaseMailCooldown, takeMailCooldown, touchMailCooldown } from './mail-cooldown.js'
import type { Mail } from './mailer.js'
import {
  consumeCode,
  insertCode,
  linkedCode,
  liveCode,
  retireDeviceCodes,
  useCode,
} from './otp-codes.js'

/**
 * What start and device check answer (SPEC §4 steps). Always VERIFY_OTP, whether the address
 * has an account and whether this device is approved: the answer must not tell a stranger
 * either. Only the mail differs (a code, or for a known account's new device an approval link
 * that mails the code once pressed).
 */
export interface LoginStep {
  step: 'VERIFY_OTP'
  loginId: string
  expiresAt: number
}

const loginExpired = () => new AuthError(400, 'LOGIN_EXPIRED', AUTH_TEXTS.loginExpired)
const mailFailed = (cause: unknown) => {
  const error = new AuthError(502, 'MAIL_FAILED', AUTH_TEXTS.mailFailed)
  error.cause = cause
  return error
}

/**
 * Sends `mail`; when the server refuses it, `undo` takes back what the mail announced (the code,
 * the cooldown) so the user can try again at once.
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
 * Whether `email` has an account that has not approved `deviceId`. One statement whatever the
 * address, so an unknown address is not answered sooner than a known one.
 */
async function needsDeviceApproval(db: Queryable, email: string, deviceId: string) {
  const [row] = await db.query<{ known: boolean }>(
    `SELECT EXISTS (SELECT 1 FROM auth_devices d WHERE d.user_id = a.user_id AND d.device_id = $2)
       AS known
     FROM auth_accounts a WHERE a.email = $1`,
    [email, deviceId],
  )
  return row !== undefined && !row.known
}

/**
 * Starts (or restarts: "resend") an email login. Every start does the same work and answers the
 * same: a code row with a fresh code and one mail. A known account on a device it has not
 * approved is mailed an approval link instead of the code (the row's code is never sent; pressing
 * Approve arms and mails a new one). The previous code of this address on this device stops
 * working; other devices' codes stay.
 */
export async function startEmailLogin(
  deps: AuthDeps,
  p: { email: string; deviceId: string; clientIp: string; approvalLink: (token: string) => string },
): Promise<LoginStep> {
  const needsApproval = await needsDeviceApproval(deps.db, p.email, p.deviceId)
  const sentAt = await takeMailCooldown(deps, p.email, p.deviceId)
  await retireDeviceCodes(deps, { purpose: 'login', email: p.email, deviceId: p.deviceId })
  const token = newToken('pda_')
  const { codeId, otp, expiresAt } = await insertCode(
    deps,
    {
      purpose: 'login',
      email: p.email,
      deviceId: p.deviceId,
      clientIp: p.clientIp,
      ttlMs: deps.config.otpTtlMs,
      ...(needsApproval ? { deviceTokenHash: tokenHash(token) } : {}),
    },
    true,
  )
  const appName = deps.config.appName
  const mail = needsApproval
    ? deviceApprovalMail({
        to: p.email,
        link: p.approvalLink(token),
        ttlMs: deps.config.deviceApprovalTtlMs,
        appName,
      })
    : loginCodeMail({ to: p.email, otp: otp ?? '', ttlMs: deps.config.otpTtlMs, appName })
  await sendOrUndo(deps, mail, async () => {
    await consumeCode(deps, codeId)
    await releaseMailCooldown(deps, p.email, sentAt, p.deviceId)
  })
  return { step: 'VERIFY_OTP', loginId: codeId, expiresAt }
}

/**
 * The device poll of frames that got VERIFY_DEVICE from a start: a live login of this device is
 * VERIFY_OTP, approved or not (telling the two apart would tell a stranger the address has an
 * account).
 */
export async function checkDevice(
  deps: AuthDeps,
  p: { loginId: string; deviceId: string },
): Promise<LoginStep> {
  const row = await liveCode(deps, p.loginId, 'login')
  if (!row || row.deviceId !== p.deviceId || row.expiresAt <= deps.now()) throw loginExpired()
  return { step: 'VERIFY_OTP', loginId: row.codeId, expiresAt: row.expiresAt }
}

/** What the approval page shows about a pending link, if it is still live. */
export function pendingApproval(deps: AuthDeps, token: string) {
  return linkedCode(deps, tokenHash(token), deps.config.deviceApprovalTtlMs)
}

/**
 * Approves the device of a live link (a person pressed Approve) and mails the login's code, once
 * whichever replica or press gets there first; false when the link is dead. The code is new and
 * has its own lifetime and tries: the row's first code was never sent.
 */
export async function approveDevice(deps: AuthDeps, token: string): Promise<boolean> {
  const row = await pendingApproval(deps, token)
  if (!row) return false
  if (!row.awaitsDevice) return true
  const now = deps.now()
  const otp = newOtp()
  const ttlMs = deps.config.otpTtlMs
  const armed = await deps.db.query(
    `UPDATE auth_codes SET device_approved_at = $2, code_hash = $3, expires_at = $4, attempts = 0
     WHERE code_id = $1 AND device_approved_at IS NULL AND consumed_at IS NULL RETURNING code_id`,
    [row.codeId, now, otpHash(deps.config.secret, row.codeId, otp), now + ttlMs],
  )
  if (armed.length === 0) return (await pendingApproval(deps, token)) !== undefined
  await touchMailCooldown(deps, row.email, row.deviceId ?? undefined)
  await sendOrUndo(
    deps,
    loginCodeMail({ to: row.email, otp, ttlMs, appName: deps.config.appName }),
    async () => {
      // Back to waiting, so pressing Approve again mails a code.
      await deps.db.query(
        'UPDATE auth_codes SET device_approved_at = NULL WHERE code_id = $1 AND device_approved_at = $2',
        [row.codeId, now],
      )
    },
  )
  return true
}

/**
 * Checks the code; right → the account (made on first login), the device approved, a session,
 * and the device's login key registered when it sent one (`devicePublicKey`, parsed already: its
 * later logins on this device connect by signing a challenge instead of a new code).
 */
export async function verifyEmailLogin(
  deps: AuthDeps,
  p: { loginId: string; deviceId: string; otp: string; devicePublicKey?: string | undefined },
): Promise<{ step: 'CONNECT'; session: SessionTokens; user: AuthUser }> {
  const row = await useCode(deps, {
    codeId: p.loginId,
    purpose: 'login',
    otp: p.otp,
    belongs: (code) => code.deviceId === p.deviceId,
    gone: loginExpired,
  })
  const account = await signInAccount(deps, row.email, p.deviceId)
  if (p.devicePublicKey) {
    await registerDeviceKey(deps.db, {
      userId: account.userId,
      deviceId: p.deviceId,
      publicKey: p.devicePublicKey,
      now: deps.now(),
    })
  }
  const session = await issueSession(deps, {
    userId: account.userId,
    deviceId: p.deviceId,
    loginMethod: 'email',
    loginAt: deps.now(),
  })
  return { step: 'CONNECT', session, user: await userView(deps, account.userId, p.deviceId) }
}
