import { BaseError } from '@portico/core'

/** Thrown when a token's `transfer` simulation returned `false` (the transfer would not happen). */
export class TokenTransferRejectedError extends BaseError {
  override name = 'TokenTransferRejectedError'
  constructor() {
    super('The token contract refused the transfer.')
  }
}
