import { type BaseErrorParameters, FaultError } from '@portico/core'

/**
 * The sign-in server did not answer (connection refused, a dropped line, DNS): a fault of the
 * `sign-in` part whose message says which part and what to do, so the kit toasts it
 * as is. `code` is `'network'`, as `SiwxClientError` codes the server's own refusals.
 */
export class SiwxServerUnreachableError extends FaultError {
  override name = 'SiwxServerUnreachableError'
  readonly code = 'network'
  readonly status: number | undefined = undefined
  constructor(parameters?: BaseErrorParameters) {
    super(
      'sign-in',
      'Could not reach the sign-in server. Check your connection and try again.',
      parameters,
    )
  }
}
