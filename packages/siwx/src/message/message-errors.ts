import { BaseError } from '@portico/core'

/** The field of a sign-in message a problem was found in (`'message'` for the layout itself). */
export type SiwxMessageField =
  | 'message'
  | 'namespace'
  | 'scheme'
  | 'domain'
  | 'address'
  | 'statement'
  | 'uri'
  | 'version'
  | 'chainId'
  | 'nonce'
  | 'issuedAt'
  | 'expirationTime'
  | 'notBefore'
  | 'requestId'
  | 'resources'

/**
 * A sign-in message that does not follow EIP-4361 / CAIP-122: thrown by `parseSiwxMessage` for
 * text and by `formatSiwxMessage` for fields. `field` names what is wrong, `details` says how.
 *
 * @example
 * try { parseSiwxMessage(text) } catch (e) { if (e instanceof SiwxMessageError) e.field }
 */
export class SiwxMessageError extends BaseError {
  override name = 'SiwxMessageError'
  readonly field: SiwxMessageField
  constructor(field: SiwxMessageField, details: string) {
    super('Invalid sign-in message', { details })
    this.field = field
  }
}
