import type { BaseErrorParameters } from '../errors/base-error.js'
import { FaultError } from '../errors/fault-errors.js'

/** What the user is told of a wallet that does not answer in time: which part, what to do. */
export const WALLET_NOT_ANSWERING = 'The wallet did not answer. Open your wallet and try again.'

/**
 * A wallet did not answer within the adapter's `requestTimeout`: a fault of the `wallet` part,
 * worded for the user; `method` names what was pending. One class for every chain family, so
 * `instanceof` holds whichever adapter threw it.
 */
export class WalletRequestTimeoutError extends FaultError {
  override name = 'WalletRequestTimeoutError'
  readonly method: string
  readonly timeout: number
  constructor(method: string, timeout: number, parameters?: BaseErrorParameters) {
    super('wallet', WALLET_NOT_ANSWERING, {
      ...parameters,
      metaMessages: [`The wallet did not answer ${method} within ${timeout} ms.`],
    })
    this.method = method
    this.timeout = timeout
  }
}
