import { BaseError, type BaseErrorParameters } from './base-error.js'

// A file of its own: the start-up's account sync throws it, and the other name errors (Send's
// lookup, registration) then stay out of the page's initial JavaScript.
/** "Error fetching names for address" (SPEC §8). */
export class NamesForAddressError extends BaseError {
  override name = 'NamesForAddressError'
  constructor(parameters?: BaseErrorParameters) {
    super('Error fetching names for address', parameters)
  }
}
