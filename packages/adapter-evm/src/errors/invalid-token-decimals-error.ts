import { BaseError, type BaseErrorParameters } from '@portico/core'

/** Most decimals a token may declare: 10^77 is the largest power of ten a uint256 holds. */
export const MAX_TOKEN_DECIMALS = 77

/**
 * A token's `decimals()` answered a value outside 0–{@link MAX_TOKEN_DECIMALS}: amounts in it
 * cannot be converted, so the send flow must not use it.
 */
export class InvalidTokenDecimalsError extends BaseError {
  override name = 'InvalidTokenDecimalsError'
  readonly tokenAddress: string
  readonly decimals: bigint
  constructor(tokenAddress: string, decimals: bigint, parameters?: BaseErrorParameters) {
    super('Invalid token decimals', {
      ...parameters,
      metaMessages: [
        `The token ${tokenAddress} reports ${decimals} decimals (0 to ${MAX_TOKEN_DECIMALS} expected).`,
      ],
    })
    this.tokenAddress = tokenAddress
    this.decimals = decimals
  }
}
