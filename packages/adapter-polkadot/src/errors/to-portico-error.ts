import { BaseError, normalizeProviderError, UserRejectedRequestError } from '@portico/core'

// How extensions say "the user said no": polkadot-js 'Cancelled' / 'Rejected', SubWallet
// 'Rejected by user', Talisman 'Cancelled', Nova 'Rejected'; WalletConnect 'User rejected.'.
const REJECTION = /\b(cancel+ed|rejected|denied|declined|user rejected)\b/i

function messageOf(error: unknown): string {
  if (typeof error === 'string') return error
  if (typeof error === 'object' && error !== null) {
    const message = Reflect.get(error, 'message')
    if (typeof message === 'string') return message
  }
  return ''
}

/**
 * Maps what an extension or WalletConnect wallet threw to core's typed errors: a refusal becomes
 * `UserRejectedRequestError` (4001, which the kit toasts as "Signature declined" when signing),
 * anything else goes through core's provider-error normalisation. The original is kept as `cause`.
 *
 * @example
 * toPorticoError(new Error('Cancelled')) // UserRejectedRequestError
 */
export function toPorticoError(error: unknown): BaseError {
  if (error instanceof BaseError) return error
  const message = messageOf(error).slice(0, 200)
  const code = typeof error === 'object' && error !== null ? Reflect.get(error, 'code') : undefined
  if (REJECTION.test(message) || code === 4001 || code === 5000)
    return new UserRejectedRequestError({ cause: error, details: message })
  return normalizeProviderError(error)
}

/** Runs a wallet call, mapping what it throws to core's typed errors. */
export async function act<T>(run: () => Promise<T>): Promise<T> {
  try {
    return await run()
  } catch (error) {
    throw toPorticoError(error)
  }
}
