import { BaseError, type BaseErrorParameters } from './base-error.js'

/** Options validation: "Cannot set both `siweConfig` and `siwx` options" (SPEC §5). */
export class SiweAndSiwxConflictError extends BaseError {
  override name = 'SiweAndSiwxConflictError'
  constructor(parameters?: BaseErrorParameters) {
    super('Cannot set both `siweConfig` and `siwx` options', parameters)
  }
}

/** Options validation: a project id is required (SPEC §5). */
export class ProjectIdRequiredError extends BaseError {
  override name = 'ProjectIdRequiredError'
  constructor(parameters?: BaseErrorParameters) {
    super('A project id is required', parameters)
  }
}

/**
 * Options validation: a kit needs at least one chain adapter. SPEC §2's start view for a kit with
 * no adapters (WalletConnect's basic mode) is not offered: see the core README, "Where Portico
 * differs from the spec".
 */
export class AdapterRequiredError extends BaseError {
  override name = 'AdapterRequiredError'
  constructor(parameters?: BaseErrorParameters) {
    super('At least one chain adapter is required', parameters)
  }
}

/** Network list rule: "Cannot remove last network for a namespace" (SPEC §4, §8). */
export class LastNetworkRemovalError extends BaseError {
  override name = 'LastNetworkRemovalError'
  constructor(parameters?: BaseErrorParameters) {
    super('Cannot remove last network for a namespace', parameters)
  }
}

/** Email login throttle: "Please try again after {n} seconds" (SPEC §5). */
export class EmailCooldownError extends BaseError {
  override name = 'EmailCooldownError'
  readonly seconds: number
  constructor(seconds: number, parameters?: BaseErrorParameters) {
    super(`Please try again after ${seconds} seconds`, parameters)
    this.seconds = seconds
  }
}

/** Solana send without amount or receiver (SPEC §5). */
export class InvalidSendInputError extends BaseError {
  override name = 'InvalidSendInputError'
  constructor(parameters?: BaseErrorParameters) {
    super('Please enter a valid amount and receiver address', parameters)
  }
}

/** "Failed to disconnect" (SPEC §8: logged and reported as an event). */
export class DisconnectFailedError extends BaseError {
  override name = 'DisconnectFailedError'
  constructor(parameters?: BaseErrorParameters) {
    super('Failed to disconnect', parameters)
  }
}

/** "Unsupported chain" (SPEC §8). */
export class UnsupportedChainError extends BaseError {
  override name = 'UnsupportedChainError'
  constructor(parameters?: BaseErrorParameters) {
    super('Unsupported chain', parameters)
  }
}

/** "Network not found" (SPEC §8). */
export class NetworkNotFoundError extends BaseError {
  override name = 'NetworkNotFoundError'
  constructor(parameters?: BaseErrorParameters) {
    super('Network not found', parameters)
  }
}

/** "Transactions can't be fetched without an accountAddress" (SPEC §8). */
export class TransactionsAccountRequiredError extends BaseError {
  override name = 'TransactionsAccountRequiredError'
  constructor(parameters?: BaseErrorParameters) {
    super("Transactions can't be fetched without an accountAddress", parameters)
  }
}

/** "SIWX is not enabled" (SPEC §8). */
export class SiwxNotEnabledError extends BaseError {
  override name = 'SiwxNotEnabledError'
  constructor(parameters?: BaseErrorParameters) {
    super('SIWX is not enabled', parameters)
  }
}

/** "No ActiveCaipAddress found" (SPEC §8). */
export class NoActiveCaipAddressError extends BaseError {
  override name = 'NoActiveCaipAddressError'
  constructor(parameters?: BaseErrorParameters) {
    super('No ActiveCaipAddress found', parameters)
  }
}

/** "No ActiveCaipNetwork or client found" (SPEC §8). */
export class NoActiveCaipNetworkOrClientError extends BaseError {
  override name = 'NoActiveCaipNetworkOrClientError'
  constructor(parameters?: BaseErrorParameters) {
    super('No ActiveCaipNetwork or client found', parameters)
  }
}

/** "Network not supported for Swaps" (SPEC §8). */
export class SwapsNetworkNotSupportedError extends BaseError {
  override name = 'SwapsNetworkNotSupportedError'
  constructor(parameters?: BaseErrorParameters) {
    super('Network not supported for Swaps', parameters)
  }
}
