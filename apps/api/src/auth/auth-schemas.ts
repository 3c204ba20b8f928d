import * as v from 'valibot'
import { validate } from '../http/api-error.js'
import { AUTH_TEXTS, AuthError } from './auth-errors.js'

const Email = v.pipe(v.string(), v.trim(), v.toLowerCase(), v.maxLength(254), v.email())
const DeviceId = v.pipe(v.string(), v.regex(/^[A-Za-z0-9_-]{22,64}$/))
const Id = v.pipe(v.string(), v.minLength(1), v.maxLength(80))
/** Any string: a code of the wrong form is a wrong code and counts as a try. */
const Otp = v.pipe(v.string(), v.maxLength(16))

export const StartBody = v.object({ email: v.unknown(), deviceId: v.unknown() })
export const CheckBody = v.object({ loginId: Id, deviceId: DeviceId })
/**
 * The device's login key (its public half: an uncompressed P-256 point, base64url), registered
 * by the code it proves; checked as a curve point where it is imported (device-login.ts).
 */
const DevicePublicKey = v.pipe(v.string(), v.regex(/^[A-Za-z0-9_-]{87}$/))
export const VerifyBody = v.object({
  loginId: Id,
  deviceId: DeviceId,
  otp: Otp,
  devicePublicKey: v.optional(DevicePublicKey),
})
export const DeviceChallengeBody = v.object({ email: v.unknown(), deviceId: v.unknown() })
export const DeviceConnectBody = v.object({
  challengeId: Id,
  deviceId: DeviceId,
  /** ECDSA P-256 / SHA-256 in WebCrypto's form (r ‖ s, 64 bytes), base64url. */
  signature: v.pipe(v.string(), v.regex(/^[A-Za-z0-9_-]{86}$/)),
})
export const RefreshBody = v.object({ refreshToken: v.pipe(v.string(), v.maxLength(100)) })
export const SignOutBody = v.object({ allDevices: v.optional(v.boolean()) })
export const UpdateBody = v.object({ email: v.unknown() })
export const UpdateOtpBody = v.object({ updateId: Id, otp: Otp })
export const Namespace = v.picklist(['eip155'])
export const ShareBodySchema = v.object({
  namespace: Namespace,
  address: v.pipe(v.string(), v.maxLength(64)),
  share: v.pipe(v.string(), v.maxLength(400)),
})

/** A normalised address, or 400 EMAIL_INVALID "Invalid email" (SPEC §5: a valid email). */
export function parseEmail(input: unknown): string {
  const parsed = v.safeParse(Email, input)
  if (!parsed.success) throw new AuthError(400, 'EMAIL_INVALID', AUTH_TEXTS.emailInvalid)
  return parsed.output
}

/** A device id of the contract's form, or 400 DEVICE_INVALID. */
export function parseDeviceId(input: unknown): string {
  const parsed = v.safeParse(DeviceId, input)
  if (!parsed.success) throw new AuthError(400, 'DEVICE_INVALID', AUTH_TEXTS.deviceInvalid)
  return parsed.output
}

export { validate }
