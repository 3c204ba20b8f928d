import { BaseError } from '@portico/core'

/** Why the server refused a sign-in, with the HTTP status its handlers answer. */
export const siwxErrorCodes = {
  invalid_request: { status: 400, message: 'Invalid sign-in request' },
  invalid_message: { status: 400, message: 'Invalid sign-in message' },
  domain_not_allowed: { status: 403, message: 'Sign-in message is for another domain' },
  uri_mismatch: { status: 403, message: 'Sign-in message URI does not match its domain' },
  network_mismatch: { status: 403, message: 'Sign-in message is for another network or account' },
  issued_in_future: { status: 401, message: 'Sign-in message is issued in the future' },
  not_yet_valid: { status: 401, message: 'Sign-in message is not valid yet' },
  expired: { status: 401, message: 'Sign-in message has expired' },
  unsupported_namespace: { status: 400, message: 'No verifier for this namespace' },
  invalid_signature: { status: 401, message: 'Invalid signature' },
  invalid_nonce: { status: 401, message: 'Nonce unknown, expired or already used' },
  no_session: { status: 401, message: 'No session' },
  verifier_unavailable: { status: 503, message: 'Signature could not be checked' },
  rate_limited: { status: 429, message: 'Too many sign-in requests' },
} as const

export type SiwxErrorCode = keyof typeof siwxErrorCodes

/**
 * A refused sign-in: `code` says which check failed (stable, for programs), `message` says it
 * for people, `status` is the HTTP status the handlers answer with.
 *
 * @example
 * try { await server.verify(body) } catch (e) { if (e instanceof SiwxError) e.code }
 */
export class SiwxError extends BaseError {
  override name = 'SiwxError'
  readonly code: SiwxErrorCode
  readonly status: number
  constructor(code: SiwxErrorCode, parameters: { details?: string; cause?: unknown } = {}) {
    super(siwxErrorCodes[code].message, parameters)
    this.code = code
    this.status = siwxErrorCodes[code].status
  }
}
