import { BaseError, type BaseErrorParameters } from './base-error.js'

/**
 * The parts of the stack the kit talks to: each one's failure has a name the user reads
 * ("which part, what to do"). `data-api` is the wallet directory and blockchain data API,
 * `rpc` a chain's node, `relay` the WalletConnect relay, `wallet` the wallet itself,
 * `embedded-frame` the embedded wallet's frame and its server, `sign-in` the sign-in (SIWX) server.
 */
export type FaultPart = 'data-api' | 'rpc' | 'relay' | 'wallet' | 'embedded-frame' | 'sign-in'

/**
 * A part of the stack failed (cannot be reached, or did not answer in time). `message` says which
 * part and what to do, so a view can show it as is; `part` lets code decide (e.g. offer Retry),
 * `cause` keeps what the part (or the library in front of it) threw. Each fault lives in a module
 * of its own, so an app's first load carries only the ones it can meet before any view.
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

/** The part a fault names and, for a chain's node, the network: a toast's `fault`. */
export function faultOf(error: FaultError): { part: FaultPart; network?: string } {
  const network = (error as { network?: unknown }).network
  return typeof network === 'string' ? { part: error.part, network } : { part: error.part }
}
