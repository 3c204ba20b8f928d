/** Base of every error the api-client throws; `cause` keeps the original failure. */
export class ApiClientError extends Error {
  override name = 'ApiClientError'
  constructor(message: string, options?: { cause?: unknown }) {
    super(message, options)
  }
}

/** A non-ok HTTP response (SPEC §8 "HTTP status code: {status}", or the service's first reason). */
export class HttpError extends ApiClientError {
  override name = 'HttpError'
  readonly status: number
  readonly url: string
  /** The reasons the service returned, as received (already validated). */
  readonly reasons: readonly { description?: string; message?: string }[]
  constructor(params: {
    status: number
    url: string
    reasons?: readonly { description?: string; message?: string }[]
  }) {
    const first = params.reasons?.[0]
    const reasonMessage = first?.description ?? first?.message
    super(reasonMessage ?? `HTTP status code: ${params.status}`)
    this.status = params.status
    this.url = params.url
    this.reasons = params.reasons ?? []
  }
}

/** The request did not finish within its time limit. */
export class HttpTimeoutError extends ApiClientError {
  override name = 'HttpTimeoutError'
  readonly timeoutMs: number
  constructor(timeoutMs: number, options?: { cause?: unknown }) {
    super(`Request timed out after ${timeoutMs} ms`, options)
    this.timeoutMs = timeoutMs
  }
}

/** The caller aborted the request (SPEC §8 "Request was aborted"). */
export class HttpAbortError extends ApiClientError {
  override name = 'HttpAbortError'
  constructor(options?: { cause?: unknown }) {
    super('Request was aborted', options)
  }
}

/** The request never got a response (DNS, refused connection, reset). */
export class HttpNetworkError extends ApiClientError {
  override name = 'HttpNetworkError'
  constructor(options?: { cause?: unknown }) {
    super('Network request failed', options)
  }
}

/**
 * A response that is not what the contract says: not JSON, too large, too deep, or failing the
 * schema. Nothing of such a response is returned to the caller.
 */
export class ApiResponseError extends ApiClientError {
  override name = 'ApiResponseError'
  readonly url: string
  readonly details: string
  constructor(params: { url: string; details: string; cause?: unknown }) {
    super(`Invalid response from ${params.url}: ${params.details}`, { cause: params.cause })
    this.url = params.url
    this.details = params.details
  }
}
