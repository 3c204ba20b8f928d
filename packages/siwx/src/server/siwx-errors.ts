import { BaseError } from '@portico/core'

/** Why the server refused a sign-in, with the HTTP status its handlers answer. */
export const siwxErrorCodes = {
  invalid_request: { status: 400, message: 'Invalid sign-in request' },
  invalid_message: { status: 400, message: 'Invalid sign-in message' },
  domain_not_allowed: { status: 403, message: 'Sign-in message is for another domain' },
  uri_mismatch: { status: 403, message: 'Sign-in message URI does not match its domain' },
  network_mismatch: { status: 403, message: 'Sign-in message is for another network or account' },
  issued_in_future: { status: 401, message: 'Sign-in message is issued in the future' },
  not_yet_valid: { status: 401, message: 'Sign-in message is not valid yet' },
  expired: { status: 401, message: 'Sign-in message has expired' },
  unsupported_namespace: { status: 400, message: 'No verifier for this namespace' },
  invalid_signature: { status: 401, message: 'Invalid signature' },
  invalid_nonce: { status: 401, message: 'Nonce unknown, expired or already used' },
  no_session: { status: 401, message: 'No session' },
  verifier_unavailable: { status: 503, message: 'Signature could not be checked' },
  rate_limited: { status: 429, message: 'Too many sign-in requests' },
} as const

export type SiwxErrorCode = keyof typeof siwxErrorCodes

/**
 * A refused sign-in: `code` says which check failed (stable, for programs), `message` says it
 * for people, `status` is the HTTP status the handlers answer with.
 *
 * @example
 * try { await server.verify(body) } catch (e) { if (e instanceof SiwxError) e.code }
 */
export class SiwxError extends BaseError {
  override name = 'SiwxError'
  readonly code: SiwxErrorCode
  readonly status: number
  constructor(code: SiwxErrorCode, parameters: { details?: string; cause?: unknown } = {}) {
    super(siwxErrorCodes[code].message, parameters)
    this.code = code
    this.status = siwxErrorCodes[code].status
  }
}

/** The database drivers the server entry loads on first use (optional peer dependencies). */
export type SiwxStorageDriver = 'pg' | 'ioredis'

/**
 * A storage that opens its own connection (`connectPostgresStorage`, `connectRedisStorage`)
 * could not load its driver: `driver` is the package to install next to `@portico/siwx` (they
 * are optional peer dependencies, so a browser app or a server on another storage installs
 * neither).
 *
 * @example
 * try { await connectRedisStorage(url) } catch (e) { if (e instanceof SiwxStorageDriverMissingError) e.driver }
 */
export class SiwxStorageDriverMissingError extends BaseError {
  override name = 'SiwxStorageDriverMissingError'
  readonly driver: SiwxStorageDriver
  constructor(driver: SiwxStorageDriver, parameters: { cause?: unknown } = {}) {
    super(
      `This storage needs the '${driver}' package, an optional peer dependency of @portico/siwx: install it (npm install ${driver})`,
      parameters,
    )
    this.driver = driver
  }
}

/**
 * Loads `driver` with `load` (a dynamic `import()`). The driver itself not installed (Node's
 * ERR_MODULE_NOT_FOUND / MODULE_NOT_FOUND naming it) becomes a `SiwxStorageDriverMissingError`;
 * anything else, a missing package of the driver's included, is rethrown as is.
 */
export const loadStorageDriver = <T>(driver: SiwxStorageDriver, load: () => Promise<T>) =>
  load().catch((error: { code?: unknown; message?: unknown } | undefined) => {
    throw /MODULE_NOT_FOUND$/.test(String(error?.code)) &&
      String(error?.message).includes(`'${driver}'`)
      ? new SiwxStorageDriverMissingError(driver, { cause: error })
      : error
  })
