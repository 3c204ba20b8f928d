import { BaseError, type BaseErrorParameters } from '@portico/core'
import { MAX_TOKEN_DECIMALS } from '@portico/core/internal'

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
