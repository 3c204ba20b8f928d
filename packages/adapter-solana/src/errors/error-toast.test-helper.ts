import { type BaseError, UserRejectedRequestError } from '@portico/core'
import { ToastText } from '@portico/core/internal'

export type ToastMessage = (typeof ToastText)[keyof typeof ToastText]

/**
 * The spec's toast for a failed Solana wallet action (SPEC §8): a declined request gives
 * "Signature declined"; any other failed send "Failed to send transaction. Please try again.";
 * anything else "Something went wrong".
 *
 * @example
 * errorToast(toPorticoError(e), { action: 'sign' }) // 'Signature declined'
 */
export function errorToast(
  error: BaseError,
  context: { action: 'sign' | 'send' | 'switch' | 'connect' },
): ToastMessage {
  if (error instanceof UserRejectedRequestError && context.action !== 'switch')
    return ToastText.signatureDeclined
  if (context.action === 'send') return ToastText.solanaSendFailed
  return ToastText.somethingWentWrong
}
