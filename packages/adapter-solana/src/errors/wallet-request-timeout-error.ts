import { BaseError, type BaseErrorParameters } from '@portico/core'

/**
 * A wallet did not answer within the adapter's `requestTimeout`: SPEC §8 "Something went wrong"
 * (timeout or abort); `method` names what was pending.
 */
export class WalletRequestTimeoutError extends BaseError {
  override name = 'WalletRequestTimeoutError'
  readonly method: string
  readonly timeout: number
  constructor(method: string, timeout: number, parameters?: BaseErrorParameters) {
    super('Something went wrong', {
      ...parameters,
      metaMessages: [`The wallet did not answer ${method} within ${timeout} ms.`],
    })
    this.method = method
    this.timeout = timeout
  }
}
