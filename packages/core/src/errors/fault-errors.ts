import { BaseError, type BaseErrorParameters } from './base-error.js'
import { FaultText } from './ui-texts.js'

/**
 * The parts of the stack the kit talks to (issue 23): each one's failure has a name the user reads
 * ("which part, what to do"). `data-api` is the wallet directory and blockchain data API,
 * `rpc` a chain's node, `relay` the WalletConnect relay, `wallet` the wallet itself,
 * `embedded-frame` the embedded wallet's frame and its server.
 */
export type FaultPart = 'data-api' | 'rpc' | 'relay' | 'wallet' | 'embedded-frame'

/**
 * A part of the stack failed (cannot be reached, or did not answer in time). `message` says which
 * part and what to do, so a view can show it as is; `part` lets code decide (e.g. offer Retry),
 * `cause` keeps what the part (or the library in front of it) threw.
 *
 * @example
 * catch (e) { if (e instanceof FaultError && e.part === 'rpc') showRetry(e.message) }
 */
export class FaultError extends BaseError {
  override name = 'FaultError'
  readonly part: FaultPart
  constructor(part: FaultPart, message: string, parameters?: BaseErrorParameters) {
    super(message, parameters)
    this.part = part
  }
}

/**
 * A chain's node could not be reached (connection refused, timed out, or an HTTP failure in
 * front of it): the message names the network, e.g. "Could not reach Ethereum. Check your
 * connection and try again."
 */
export class RpcUnreachableError extends FaultError {
  override name = 'RpcUnreachableError'
  readonly network: string
  constructor(network: string, parameters?: BaseErrorParameters) {
    super('rpc', FaultText.rpcUnreachable(network), parameters)
    this.network = network
  }
}

/** The WalletConnect relay did not answer within `timeout` ms (a relay that is down). */
export class RelayUnreachableError extends FaultError {
  override name = 'RelayUnreachableError'
  readonly timeout: number
  constructor(timeout: number, parameters: BaseErrorParameters = {}) {
    super('relay', FaultText.relayUnreachable, {
      ...parameters,
      metaMessages: parameters.metaMessages ?? [`No answer from the relay within ${timeout} ms.`],
    })
    this.timeout = timeout
  }
}

/** The part a failure belongs to, found anywhere along its `cause` chain (or `undefined`). */
export function faultPartOf(error: unknown): FaultPart | undefined {
  const seen = new Set<unknown>()
  for (let current = error; current !== null && typeof current === 'object'; ) {
    if (current instanceof FaultError) return current.part
    if (seen.has(current)) return undefined
    seen.add(current)
    current = (current as { cause?: unknown }).cause
  }
  return undefined
}
