import { BaseError, type BaseErrorParameters } from './base-error.js'

/** `locale` option or `setLocale` with a value that is not a BCP 47 language tag. */
export class InvalidLocaleError extends BaseError {
  override name = 'InvalidLocaleError'
  constructor(parameters?: BaseErrorParameters) {
    super('Invalid locale', parameters)
  }
}
