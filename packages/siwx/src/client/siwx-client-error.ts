import { BaseError } from '@portico/core'

/**
 * The sign-in server refused a request or could not be reached. `message` is the server's own
 * clear reason ("Nonce unknown, expired or already used", "Sign-in message has expired", …) so
 * the modal can show it; `code` is its stable code (`'network'` when no answer came).
 */
export class SiwxClientError extends BaseError {
  override name = 'SiwxClientError'
  readonly code: string
  readonly status: number | undefined
  constructor(
    message: string,
    code: string,
    parameters: { status?: number; cause?: unknown; details?: string } = {},
  ) {
    super(message, parameters)
    this.code = code
    this.status = parameters.status
  }
}
