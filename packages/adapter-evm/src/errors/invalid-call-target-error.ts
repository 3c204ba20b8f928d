import { BaseError, type BaseErrorParameters } from '@portico/core'

/** A `wallet_sendCalls` call target that is not a 0x-prefixed hex address (SPEC §5). */
export class InvalidCallTargetError extends BaseError {
  override name = 'InvalidCallTargetError'
  constructor(parameters?: BaseErrorParameters) {
    super('Hex-encoded call targets must start with 0x', parameters)
  }
}
