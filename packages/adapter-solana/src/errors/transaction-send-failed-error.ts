import { BaseError, type BaseErrorParameters } from '@portico/core'

/**
 * A Solana transaction could not be sent (the wallet or the cluster refused it, e.g. a failed
 * simulation or an insufficient balance): SPEC §8's Solana text. The wallet's or node's reason is
 * the `cause`; a declined signature is `UserRejectedRequestError` instead.
 */
export class TransactionSendFailedError extends BaseError {
  override name = 'TransactionSendFailedError'
  constructor(parameters?: BaseErrorParameters) {
    super('Failed to send transaction. Please try again.', parameters)
  }
}
