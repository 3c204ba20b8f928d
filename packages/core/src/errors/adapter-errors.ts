import { BaseError, type BaseErrorParameters } from './base-error.js'

/** "An error occurred": generic embedded-frame failure (SPEC §8). */
export class EmbeddedFrameError extends BaseError {
  override name = 'EmbeddedFrameError'
  constructor(parameters?: BaseErrorParameters) {
    super('An error occurred', parameters)
  }
}

/** "Something went wrong": embedded-frame request timed out or was aborted (SPEC §8, 30000 ms). */
export class FrameTimeoutError extends BaseError {
  override name = 'FrameTimeoutError'
  constructor(parameters?: BaseErrorParameters) {
    super('Something went wrong', parameters)
  }
}

/** "Request was aborted": an aborted RPC request (SPEC §8). */
export class RequestAbortedError extends BaseError {
  override name = 'RequestAbortedError'
  constructor(parameters?: BaseErrorParameters) {
    super('Request was aborted', parameters)
  }
}

/** "Unable to load email login dependency": the embedded iframe failed to load (SPEC §8). */
export class EmailLoginDependencyError extends BaseError {
  override name = 'EmailLoginDependencyError'
  constructor(parameters?: BaseErrorParameters) {
    super('Unable to load email login dependency', parameters)
  }
}

/** "Chain is not supported": an unsupported chain switch (SPEC §8). */
export class ChainNotSupportedError extends BaseError {
  override name = 'ChainNotSupportedError'
  constructor(parameters?: BaseErrorParameters) {
    super('Chain is not supported', parameters)
  }
}

/** "Adapter not found" (SPEC §8). */
export class AdapterNotFoundError extends BaseError {
  override name = 'AdapterNotFoundError'
  constructor(parameters?: BaseErrorParameters) {
    super('Adapter not found', parameters)
  }
}

/** "CaipNetwork is undefined" (SPEC §8). */
export class CaipNetworkUndefinedError extends BaseError {
  override name = 'CaipNetworkUndefinedError'
  constructor(parameters?: BaseErrorParameters) {
    super('CaipNetwork is undefined', parameters)
  }
}

/** "Adapter or connector not found for namespace" (SPEC §8). */
export class AdapterOrConnectorNotFoundError extends BaseError {
  override name = 'AdapterOrConnectorNotFoundError'
  constructor(parameters?: BaseErrorParameters) {
    super('Adapter or connector not found for namespace', parameters)
  }
}

/** "Network with ID not found" (SPEC §8). */
export class NetworkWithIdNotFoundError extends BaseError {
  override name = 'NetworkWithIdNotFoundError'
  constructor(parameters?: BaseErrorParameters) {
    super('Network with ID not found', parameters)
  }
}

/** "Adapter for namespace doesn't exist" (SPEC §8). */
export class AdapterForNamespaceMissingError extends BaseError {
  override name = 'AdapterForNamespaceMissingError'
  constructor(parameters?: BaseErrorParameters) {
    super("Adapter for namespace doesn't exist", parameters)
  }
}

/** Schema validation failure; `message` is the validator's text ("Required", "Invalid input", …). */
export class ValidationError extends BaseError {
  override name = 'ValidationError'
  constructor(message = 'Invalid input', parameters?: BaseErrorParameters) {
    super(message, parameters)
  }
}
