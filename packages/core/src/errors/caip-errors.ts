import { BaseError, type BaseErrorParameters } from './base-error.js'

/**
 * "Invalid CAIP Address" (SPEC §5): a CAIP address string that does not have exactly three
 * non-empty colon-separated parts, or whose namespace is not one Portico knows. Thrown by
 * `Caip10.parse` before any syntax detail is looked at.
 */
export class InvalidCaipAddressError extends BaseError {
  override name = 'InvalidCaipAddressError'
  constructor(parameters?: BaseErrorParameters) {
    super('Invalid CAIP Address', parameters)
  }
}

/**
 * "Invalid CAIP-10 address" (SPEC §5): three parts with a known namespace, but the CAIP-10
 * syntax (reference or account characters and lengths) or the namespace's address rule fails.
 */
export class InvalidCaip10AddressError extends BaseError {
  override name = 'InvalidCaip10AddressError'
  constructor(parameters?: BaseErrorParameters) {
    super('Invalid CAIP-10 address', parameters)
  }
}

/** "Invalid CAIP-2 network id" (SPEC §5): not exactly two valid parts. */
export class InvalidCaip2NetworkIdError extends BaseError {
  override name = 'InvalidCaip2NetworkIdError'
  constructor(parameters?: BaseErrorParameters) {
    super('Invalid CAIP-2 network id', parameters)
  }
}

/** "Invalid chainId" (SPEC §5): coin-type conversion of a chain id that is not an integer in [0, 0x80000000). */
export class InvalidChainIdError extends BaseError {
  override name = 'InvalidChainIdError'
  constructor(parameters?: BaseErrorParameters) {
    super('Invalid chainId', parameters)
  }
}

/** A chain address (EVM, Solana, SS58, Bitcoin) that fails its namespace's rule. */
export class InvalidAddressError extends BaseError {
  override name = 'InvalidAddressError'
  readonly address: string
  constructor(address: string, parameters?: BaseErrorParameters) {
    super('Invalid address', { ...parameters, metaMessages: [`Address: ${String(address)}`] })
    this.address = address
  }
}
