import {
  ChainNotSupportedError,
  EmbeddedFrameError,
  RequestAbortedError,
} from '../errors/adapter-errors.js'
import { EmailCooldownError } from '../errors/app-kit-errors.js'
import { BaseError } from '../errors/base-error.js'
import { RpcMethodNotAllowedError } from '../errors/http-errors.js'
import { UserRejectedRequestError } from '../errors/provider-errors.js'
import type { FrameErrorCode, FrameErrorPayload } from './frame-messages.js'

/**
 * The texts of the email login, email update and Farcaster sign-in failures (apps/api's auth contract, the same
 * words the server sends). The kit shows these, never the frame's free text, so a broken or
 * hostile frame cannot put its own words in the modal.
 */
export const embeddedAuthTexts = {
  RATE_LIMITED: 'Too many requests',
  EMAIL_INVALID: 'Invalid email',
  OTP_INVALID: 'Invalid code',
  OTP_ATTEMPTS: 'Too many wrong codes. Please request a new code',
  OTP_EXPIRED: 'The code has expired. Please request a new code',
  LOGIN_EXPIRED: 'The login has expired. Please start again',
  EMAIL_TAKEN: 'This email is already in use',
  EMAIL_UNCHANGED: 'This is already your email',
  UPDATE_EXPIRED: 'The email update has expired. Please start again',
  SESSION_INVALID: 'Session expired. Please sign in again',
  MAIL_FAILED: 'Could not send the email. Please try again',
  // Sign In With Farcaster: the signature is not the fid's custody address's (or not valid), or
  // apps/api could not reach the relay.
  FARCASTER_INVALID: 'The Farcaster sign-in could not be verified',
  RELAY_FAILED: 'Could not reach the Farcaster relay. Please try again',
  // A Farcaster login alone cannot make a wallet (a stranger's QR code may have been approved).
  CREATE_WALLET_REFUSED: 'Sign in with email or a social account once to create your wallet',
  NOT_CONNECTED: 'Session expired. Please sign in again',
} as const satisfies Partial<Record<FrameErrorCode, string>>

export type EmbeddedAuthErrorCode = keyof typeof embeddedAuthTexts

/** An email login or update step the server refused; `code` says which rule (see texts above). */
export class EmbeddedAuthError extends BaseError {
  override name = 'EmbeddedAuthError'
  readonly code: EmbeddedAuthErrorCode
  constructor(code: EmbeddedAuthErrorCode) {
    super(embeddedAuthTexts[code])
    this.code = code
  }
}

function isAuthCode(code: FrameErrorCode): code is EmbeddedAuthErrorCode {
  return Object.hasOwn(embeddedAuthTexts, code)
}

/**
 * The typed error for a frame's error reply: the cooldown, a refusal by the user, an abort, a
 * disallowed method, an unsupported chain, an auth rule, or "An error occurred" for the rest. The
 * frame's message is kept as `details` only (for logs).
 *
 * @example
 * frameReplyError({ code: 'COOLDOWN', message: '…', seconds: 12 }) // "Please try again after 12 seconds"
 */
export function frameReplyError(payload: FrameErrorPayload, method?: string): BaseError {
  const details = payload.message
  switch (payload.code) {
    case 'COOLDOWN':
      return new EmailCooldownError(payload.seconds ?? 30, { details })
    case 'USER_REJECTED':
      return new UserRejectedRequestError({ details })
    case 'ABORTED':
      return new RequestAbortedError({ details })
    case 'METHOD_NOT_ALLOWED':
      return new RpcMethodNotAllowedError(method, { details })
    case 'UNSUPPORTED_CHAIN':
      return new ChainNotSupportedError({ details })
    default:
      return isAuthCode(payload.code)
        ? new EmbeddedAuthError(payload.code)
        : new EmbeddedFrameError({ details })
  }
}
