import { randomUUID } from 'node:crypto'
import { newOtp, otpHash, sameHash } from '../auth-crypto.js'
import type { AuthDeps } from '../auth-deps.js'
import { AUTH_TEXTS, AuthError } from '../auth-errors.js'

/** What a code (or a device-approval link) was issued for. */
export type CodePurpose = 'login' | 'update-primary' | 'update-secondary'

/** A row of `auth_codes` as read back (bigint columns as numbers). */
export interface CodeRow {
  codeId: string
  purpose: CodePurpose
  email: string
  userId: string | null
  deviceId: string | null
  newEmail: string | null
  clientIp: string | null
  codeHash: string | null
  attempts: number
  expiresAt: number
  deviceApprovedAt: number | null
  /** The row has a device-approval link nobody has approved yet: its code was never mailed. */
  awaitsDevice: boolean
  createdAt: number
}

const COLUMNS = `code_id, purpose, email, user_id, device_id, new_email, client_ip, code_hash, attempts,
  expires_at, device_approved_at, created_at,
  (device_token_hash IS NOT NULL AND device_approved_at IS NULL) AS awaits_device`

type RawRow = Record<string, unknown>
const nullableNumber = (value: unknown) =>
  value === null || value === undefined ? null : Number(value)
const nullableText = (value: unknown) =>
  value === null || value === undefined ? null : String(value)

function codeRow(raw: RawRow): CodeRow {
  return {
    codeId: String(raw.code_id),
    purpose: String(raw.purpose) as CodePurpose,
    email: String(raw.email),
    userId: nullableText(raw.user_id),
    deviceId: nullableText(raw.device_id),
    newEmail: nullableText(raw.new_email),
    clientIp: nullableText(raw.client_ip),
    codeHash: nullableText(raw.code_hash),
    attempts: Number(raw.attempts),
    expiresAt: Number(raw.expires_at),
    deviceApprovedAt: nullableNumber(raw.device_approved_at),
    awaitsDevice: raw.awaits_device === true,
    createdAt: Number(raw.created_at),
  }
}

/** The live (unused, not superseded) code row with this id and purpose. */
export async function liveCode(
  deps: AuthDeps,
  codeId: string,
  purpose: CodePurpose,
): Promise<CodeRow | undefined> {
  const [row] = await deps.db.query<RawRow>(
    `SELECT ${COLUMNS} FROM auth_codes WHERE code_id = $1 AND purpose = $2 AND consumed_at IS NULL`,
    [codeId, purpose],
  )
  return row ? codeRow(row) : undefined
}

/**
 * The live code row whose device-approval link has this token hash, if the link is younger than
 * `linkTtlMs` (the link outlives the code it stands in for: approving arms a fresh code).
 */
export async function linkedCode(
  deps: AuthDeps,
  deviceTokenHash: string,
  linkTtlMs: number,
): Promise<CodeRow | undefined> {
  const [row] = await deps.db.query<RawRow>(
    `SELECT ${COLUMNS} FROM auth_codes
     WHERE device_token_hash = $1 AND consumed_at IS NULL AND created_at > $2`,
    [deviceTokenHash, deps.now() - linkTtlMs],
  )
  return row ? codeRow(row) : undefined
}

/**
 * Retires the live codes of one purpose that one device asked for an address (a new one replaces
 * them). Another device's codes stay: a stranger's start must not end the owner's login.
 */
export async function retireDeviceCodes(
  deps: AuthDeps,
  p: { purpose: CodePurpose; email: string; deviceId: string },
): Promise<void> {
  await deps.db.query(
    `UPDATE auth_codes SET consumed_at = $4
     WHERE email = $1 AND device_id = $2 AND purpose = $3 AND consumed_at IS NULL`,
    [p.email, p.deviceId, p.purpose, deps.now()],
  )
}

/** Inserts a code row; with `otp: true` a fresh 6-digit code is made, hashed and returned. */
export async function insertCode(
  deps: AuthDeps,
  row: {
    codeId?: string
    purpose: CodePurpose
    email: string
    userId?: string
    deviceId?: string
    newEmail?: string
    clientIp?: string
    deviceTokenHash?: string
    ttlMs: number
  },
  withOtp: boolean,
): Promise<{ codeId: string; otp: string | undefined; expiresAt: number }> {
  const codeId = row.codeId ?? randomUUID()
  const otp = withOtp ? newOtp() : undefined
  const now = deps.now()
  const expiresAt = now + row.ttlMs
  await deps.db.query(
    `INSERT INTO auth_codes (code_id, purpose, email, user_id, device_id, new_email, client_ip,
       code_hash, expires_at, device_token_hash, created_at)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11)`,
    [
      codeId,
      row.purpose,
      row.email,
      row.userId ?? null,
      row.deviceId ?? null,
      row.newEmail ?? null,
      row.clientIp ?? null,
      otp ? otpHash(deps.config.secret, codeId, otp) : null,
      expiresAt,
      row.deviceTokenHash ?? null,
      now,
    ],
  )
  return { codeId, otp, expiresAt }
}

/** Marks a code used (so a failed mail does not leave a code nobody received). */
export async function consumeCode(deps: AuthDeps, codeId: string): Promise<void> {
  await deps.db.query(
    'UPDATE auth_codes SET consumed_at = $2 WHERE code_id = $1 AND consumed_at IS NULL',
    [codeId, deps.now()],
  )
}

/**
 * Checks `otp` against a live code and spends it when right. Every try counts (the counter is
 * raised in the database before the comparison, so parallel guesses cannot exceed the limit);
 * the code is single use. `belongs` ties the row to the caller (same device, same user); a row
 * that does not belong, or is gone, gives `gone`. A row awaiting its device approval answers as
 * any other row does to a wrong code, even to a match: its code was never sent, and a caller
 * must not learn from the answer that an approval is pending.
 */
export async function useCode(
  deps: AuthDeps,
  p: {
    codeId: string
    purpose: CodePurpose
    otp: string
    belongs: (row: CodeRow) => boolean
    gone: () => AuthError
  },
): Promise<CodeRow> {
  const row = await liveCode(deps, p.codeId, p.purpose)
  if (!row?.codeHash || !p.belongs(row)) throw p.gone()
  const max = deps.config.otpAttempts
  if (row.expiresAt <= deps.now()) throw new AuthError(400, 'OTP_EXPIRED', AUTH_TEXTS.otpExpired)
  if (row.attempts >= max) throw new AuthError(400, 'OTP_ATTEMPTS', AUTH_TEXTS.otpAttempts)
  const [counted] = await deps.db.query<{ attempts: number }>(
    `UPDATE auth_codes SET attempts = attempts + 1
     WHERE code_id = $1 AND consumed_at IS NULL AND attempts < $2 RETURNING attempts`,
    [p.codeId, max],
  )
  if (!counted) throw new AuthError(400, 'OTP_ATTEMPTS', AUTH_TEXTS.otpAttempts)
  const attempts = Number(counted.attempts)
  if (
    row.awaitsDevice ||
    !/^\d{6}$/.test(p.otp) ||
    !sameHash(otpHash(deps.config.secret, p.codeId, p.otp), row.codeHash)
  ) {
    if (attempts >= max) throw new AuthError(400, 'OTP_ATTEMPTS', AUTH_TEXTS.otpAttempts)
    throw new AuthError(400, 'OTP_INVALID', AUTH_TEXTS.otpInvalid, { attemptsLeft: max - attempts })
  }
  const spent = await deps.db.query(
    'UPDATE auth_codes SET consumed_at = $2 WHERE code_id = $1 AND consumed_at IS NULL RETURNING code_id',
    [p.codeId, deps.now()],
  )
  if (spent.length === 0) throw p.gone()
  return row
}
