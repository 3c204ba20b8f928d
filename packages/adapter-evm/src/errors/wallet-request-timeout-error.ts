import { type BaseErrorParameters, FaultError } from '@portico/core'

/** What a wallet that does not answer in time is told to the user: which part, what to do. */
export const WALLET_NOT_ANSWERING = 'The wallet did not answer. Open your wallet and try again.'

/**
 * A wallet did not answer within the adapter's `requestTimeout`: a fault of the `wallet` part
 * (issue 23), worded for the user; `method` names what was pending.
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
