import { type BaseError, UserRejectedRequestError } from '@portico/core'
import { ToastText } from '@portico/core/internal'

export type ToastMessage = (typeof ToastText)[keyof typeof ToastText]

/**
 * The spec's toast for a failed wallet action (SPEC §8): a declined signature gives
 * "Signature declined"; any other signing failure of a smart account gives "This application might
 * not support Smart Accounts"; everything else "Something went wrong".
 *
 * @example
 * errorToast(toPorticoError(e), { action: 'sign' }) // 'Signature declined'
 */
export function errorToast(
  error: BaseError,
  context: { action: 'sign' | 'send' | 'switch' | 'connect'; accountType?: string },
): ToastMessage {
  const rejected = error instanceof UserRejectedRequestError
  if (context.action === 'sign') {
    if (rejected) return ToastText.signatureDeclined
    if (context.accountType === 'smartAccount') return ToastText.smartAccountsUnsupported
  }
  return ToastText.somethingWentWrong
}
