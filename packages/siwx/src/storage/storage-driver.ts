import { BaseError } from '@portico/core'

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
