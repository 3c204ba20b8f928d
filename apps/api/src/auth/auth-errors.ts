import type { ContentfulStatusCode } from 'hono/utils/http-status'
import { ApiError } from '../http/api-error.js'

/** The machine codes the wallet frame branches on (contract: /v1/auth in apps/api README). */
export type AuthErrorCode =
  | 'COOLDOWN'
  | 'RATE_LIMITED'
  | 'EMAIL_INVALID'
  | 'EMAIL_TAKEN'
  | 'EMAIL_UNCHANGED'
  | 'DEVICE_INVALID'
  | 'DEVICE_KEY_INVALID'
  | 'DEVICE_KEY_REFUSED'
  | 'LOGIN_EXPIRED'
  | 'LOGIN_STALE'
  | 'UPDATE_EXPIRED'
  | 'OTP_INVALID'
  | 'OTP_ATTEMPTS'
  | 'OTP_EXPIRED'
  | 'SESSION_INVALID'
  | 'SESSION_STALE'
  | 'SHARE_EXISTS'
  | 'SHARE_NOT_FOUND'
  | 'SHARE_INVALID'
  | 'LOGIN_METHOD_TOO_WEAK'
  | 'CREATE_WALLET_REFUSED'
  | 'MAIL_FAILED'
  | 'SOCIAL_PROVIDER_UNKNOWN'
  | 'SOCIAL_PENDING'
  | 'SOCIAL_FAILED'
  | 'RETURN_URL_INVALID'
  | 'FARCASTER_INVALID'
  | 'RELAY_FAILED'

/** The exact texts the frame shows (SPEC §5 for the cooldown; ours for the rest). */
export const AUTH_TEXTS = {
  cooldown: (seconds: number) => `Please try again after ${seconds} seconds`,
  rateLimited: 'Too many requests',
  emailInvalid: 'Invalid email',
  emailTaken: 'This email is already in use',
  emailUnchanged: 'This is already your email',
  deviceInvalid: 'Invalid device id',
  deviceKeyInvalid: 'Invalid device key',
  deviceKeyRefused: 'This device is not approved for this email. Please sign in with a code',
  loginExpired: 'The login has expired. Please start again',
  loginStale: 'Please sign in again to recover this wallet',
  updateExpired: 'The email update has expired. Please start again',
  otpInvalid: 'Invalid code',
  otpAttempts: 'Too many wrong codes. Please request a new code',
  otpExpired: 'The code has expired. Please request a new code',
  sessionInvalid: 'Session expired. Please sign in again',
  sessionStale: 'Please refresh the session',
  shareExists: 'A wallet already exists for this account',
  shareNotFound: 'No wallet for this account',
  shareInvalid: 'Invalid key share',
  loginMethodTooWeak: 'Sign in with your email to restore this wallet',
  createWalletRefused: 'Sign in with email or a social account once to create your wallet',
  mailFailed: 'Could not send the email. Please try again',
  socialProviderUnknown: 'This login provider is not available',
  socialPending: 'The login has not finished yet',
  socialFailed: 'The login provider did not confirm who you are. Please try again',
  returnUrlInvalid: 'This return address is not allowed',
  farcasterInvalid: 'The Farcaster sign-in could not be verified',
  relayFailed: 'Could not reach the Farcaster relay. Please try again',
} as const

/**
 * An auth failure answered as apps/api's usual error body, with a machine `code` (and numbers
 * such as `retryAfterSeconds` or `attemptsLeft`) beside the description the frame shows as is.
 */
export class AuthError extends ApiError {
  override name = 'AuthError'
  readonly code: AuthErrorCode
  readonly extra: Readonly<Record<string, number>>
  constructor(
    status: ContentfulStatusCode,
    code: AuthErrorCode,
    message: string,
    extra: Record<string, number> = {},
  ) {
    super(status, message)
    this.code = code
    this.extra = extra
  }

  override toBody() {
    return {
      status: this.status,
      reasons: [{ description: this.message, code: this.code, ...this.extra }],
    }
  }
}

export const cooldownError = (seconds: number) =>
  new AuthError(429, 'COOLDOWN', AUTH_TEXTS.cooldown(seconds), { retryAfterSeconds: seconds })
export const rateLimitedError = (seconds: number) =>
  new AuthError(429, 'RATE_LIMITED', AUTH_TEXTS.rateLimited, { retryAfterSeconds: seconds })
export const sessionInvalidError = () =>
  new AuthError(401, 'SESSION_INVALID', AUTH_TEXTS.sessionInvalid)
