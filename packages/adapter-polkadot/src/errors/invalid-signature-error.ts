import { BaseError } from '@portico/core'

/** The wallet returned a signature that does not verify for the account and message. */
export class InvalidSignatureError extends BaseError {
  override name = 'InvalidSignatureError'
  constructor(details: string) {
    super('Invalid signature', { details })
  }
}
