import type { Clock } from '@portico/core'
import { WalletRequestTimeoutError } from './wallet-request-timeout-error.js'

/**
 * Races a wallet request against `timeout` ms on the injected clock: a wallet that never answers
 * rejects with {@link WalletRequestTimeoutError} instead of hanging the kit.
 */
export function withTimeout<T>(
  promise: Promise<T>,
  options: { clock: Clock; timeout: number; method: string },
): Promise<T> {
  if (!Number.isFinite(options.timeout) || options.timeout <= 0) return promise
  return new Promise<T>((resolve, reject) => {
    const handle = options.clock.setTimeout(
      () => reject(new WalletRequestTimeoutError(options.method, options.timeout)),
      options.timeout,
    )
    promise.then(
      (value) => {
        options.clock.clearTimeout(handle)
        resolve(value)
      },
      (error: unknown) => {
        options.clock.clearTimeout(handle)
        reject(error)
      },
    )
  })
}
