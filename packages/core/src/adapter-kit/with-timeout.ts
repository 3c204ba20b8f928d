import type { Clock } from '../lifecycle/clock.js'
import { WalletRequestTimeoutError } from './wallet-request-timeout-error.js'

/**
 * Default time a wallet may take to answer a prompt: longer than the 4-minute pairing lifetime, so
 * a user scanning a QR code late is not cut off.
 */
export const DEFAULT_REQUEST_TIMEOUT = 300_000

/**
 * Races a wallet request against `timeout` ms on the injected clock: a wallet that never answers
 * rejects with {@link WalletRequestTimeoutError} instead of hanging the kit. A timeout that is not
 * a positive finite number means no limit.
 *
 * @example
 * const accounts = await withTimeout(wallet.enable(), { clock, timeout: 300_000, method: 'enable' })
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
