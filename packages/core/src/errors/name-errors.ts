import { BaseError, type BaseErrorParameters } from './base-error.js'

/** "Error resolving name" (SPEC §8). */
export class ResolveNameError extends BaseError {
  override name = 'ResolveNameError'
  constructor(parameters?: BaseErrorParameters) {
    super('Error resolving name', parameters)
  }
}

/** "Error registering name {name}" (SPEC §8). */
export class RegisterNameError extends BaseError {
  override name = 'RegisterNameError'
  readonly registeredName: string
  constructor(name: string, parameters?: BaseErrorParameters) {
    super(`Error registering name ${name}`, parameters)
    this.registeredName = name
  }
}

/** "Error fetching name suggestions" (SPEC §8). */
export class NameSuggestionsError extends BaseError {
  override name = 'NameSuggestionsError'
  constructor(parameters?: BaseErrorParameters) {
    super('Error fetching name suggestions', parameters)
  }
}
