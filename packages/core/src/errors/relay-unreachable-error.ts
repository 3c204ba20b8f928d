import type { BaseErrorParameters } from './base-error.js'
import { FaultError } from './fault-errors.js'

/** The WalletConnect relay did not answer within `timeout` ms (a relay that is down). */
export class RelayUnreachableError extends FaultError {
  override name = 'RelayUnreachableError'
  readonly timeout: number
  constructor(timeout: number, parameters: BaseErrorParameters = {}) {
    super(
      'relay',
      'Could not reach the WalletConnect relay. Check your connection and try again.',
      {
        ...parameters,
        metaMessages: parameters.metaMessages ?? [`No answer from the relay within ${timeout} ms.`],
      },
    )
    this.timeout = timeout
  }
}
