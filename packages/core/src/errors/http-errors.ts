import { BaseError, type BaseErrorParameters } from './base-error.js'

/** Any non-ok HTTP response: "HTTP status code: {status}" (SPEC §8). */
export class HttpRequestError extends BaseError {
  override name = 'HttpRequestError'
  readonly status: number
  readonly url: string | undefined
  constructor(status: number, parameters: BaseErrorParameters & { url?: string } = {}) {
    super(`HTTP status code: ${status}`, {
      ...parameters,
      metaMessages:
        parameters.metaMessages ?? (parameters.url ? [`URL: ${parameters.url}`] : undefined),
    })
    this.status = status
    this.url = parameters.url
  }
}

/** A transport was created without a URL (SPEC §8 "A transport requires a URL"). */
export class TransportUrlRequiredError extends BaseError {
  override name = 'TransportUrlRequiredError'
  constructor(parameters?: BaseErrorParameters) {
    super('A transport requires a URL', parameters)
  }
}

/**
 * A disallowed RPC method: "Requested RPC call is not allowed" (SPEC §8), with EIP-1193 code 4200
 * (unsupported method) so a dapp that reads `error.code` treats it like any provider refusal.
 */
export class RpcMethodNotAllowedError extends BaseError {
  static readonly code = 4200
  override name = 'RpcMethodNotAllowedError'
  readonly code = 4200
  readonly method: string | undefined
  constructor(method?: string, parameters: BaseErrorParameters = {}) {
    super('Requested RPC call is not allowed', {
      ...parameters,
      metaMessages: parameters.metaMessages ?? (method ? [`Method: ${method}`] : undefined),
    })
    this.method = method
  }
}

/**
 * SPEC §9 "Pending transactions limit is 99": a request that would be the 100th awaiting the wallet
 * is refused (nothing pending is dropped). EIP-1474 code -32005 (limit exceeded).
 */
export class PendingTransactionsLimitError extends BaseError {
  static readonly code = -32005
  override name = 'PendingTransactionsLimitError'
  readonly code = -32005
  readonly limit: number
  constructor(limit: number, parameters: BaseErrorParameters = {}) {
    super(
      `Too many pending requests: the wallet already has ${limit} awaiting an answer`,
      parameters,
    )
    this.limit = limit
  }
}
