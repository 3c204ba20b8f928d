import { BaseError, type BaseErrorParameters } from './base-error.js'

/**
 * The token's decimals on chain differ from the data API's: the send is refused, since converting
 * with the API's value would move 10^(difference) times what was typed.
 */
export class TokenDecimalsMismatchError extends BaseError {
  override name = 'TokenDecimalsMismatchError'
  readonly chainDecimals: number
  readonly apiDecimals: number | undefined
  constructor(
    chainDecimals: number,
    apiDecimals: number | undefined,
    parameters?: BaseErrorParameters,
  ) {
    super('Token decimals on chain differ from the data API', {
      details: `The chain says ${chainDecimals}, the data API ${apiDecimals ?? 'nothing usable'}.`,
      ...parameters,
    })
    this.chainDecimals = chainDecimals
    this.apiDecimals = apiDecimals
  }
}

/** The token's decimals could not be read on chain (no reader, a failed call, or a value out of range). */
export class TokenDecimalsUnavailableError extends BaseError {
  override name = 'TokenDecimalsUnavailableError'
  constructor(parameters?: BaseErrorParameters) {
    super('Token decimals could not be read on chain', parameters)
  }
}
