import { BaseError, type BaseErrorParameters } from '@portico/core'

/**
 * A wallet's answer had the wrong shape or named addresses of another network: "Invalid input"
 * (SPEC §8 validation messages). `method` names the request.
 */
export class InvalidWalletAnswerError extends BaseError {
  override name = 'InvalidWalletAnswerError'
  readonly method: string
  constructor(method: string, parameters?: BaseErrorParameters) {
    super('Invalid input', {
      ...parameters,
      metaMessages: [`The wallet's answer to ${method} was refused.`],
    })
    this.method = method
  }
}
