import type { BaseErrorParameters } from './base-error.js'
import { FaultError } from './fault-errors.js'

/**
 * A chain's node could not be reached (connection refused, timed out, or an HTTP failure in
 * front of it): the message names the network and says what to do, e.g. "Could not reach
 * Ethereum. Check your connection and try again."
 */
export class RpcUnreachableError extends FaultError {
  override name = 'RpcUnreachableError'
  readonly network: string
  constructor(network: string, parameters?: BaseErrorParameters) {
    super('rpc', `Could not reach ${network}. Check your connection and try again.`, parameters)
    this.network = network
  }
}
