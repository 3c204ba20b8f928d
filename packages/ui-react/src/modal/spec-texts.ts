import type { AlertCode, AppKitAlert, Toast, ToastCode } from '@portico/core'
import type { modalMessages } from '../i18n/en/modal.js'
import { faultText } from '../i18n/error-text.js'
import type { Translate } from '../i18n/use-messages.js'

type ModalKey = keyof (typeof modalMessages)['en']

const TOAST_KEYS: Record<ToastCode, ModalKey> = {
  tokenBalanceUnavailable: 'toastTokenBalanceUnavailable',
  transactionStarted: 'toastTransactionStarted',
  somethingWentWrong: 'toastSomethingWentWrong',
  solanaSendFailed: 'toastSolanaSendFailed',
  fetchTransactionsFailed: 'toastFetchTransactionsFailed',
  authInitFailed: 'toastAuthInitFailed',
  signatureDeclined: 'toastSignatureDeclined',
  smartAccountsUnsupported: 'toastSmartAccountsUnsupported',
  authenticating: 'toastAuthenticating',
}

const ALERT_KEYS: Record<AlertCode, [ModalKey, ModalKey]> = {
  invalidAppConfiguration: ['alertInvalidAppConfiguration', 'alertInvalidAppConfigurationLong'],
  sessionExpired: ['alertSessionExpired', 'alertSessionExpiredLong'],
  invalidProjectId: ['alertInvalidProjectId', 'alertInvalidProjectIdLong'],
  networkNotFound: ['alertNetworkNotFound', 'alertNetworkNotFoundLong'],
  projectIdNotConfigured: ['alertProjectIdNotConfigured', 'alertProjectIdNotConfiguredLong'],
  socialTimeout: ['alertSocialTimeout', 'alertSocialTimeoutLong'],
}

/**
 * A toast's text in the kit's locale: one of the spec's toasts by its `code`, a fault by the part
 * it names; any other (the app's own) as the text it came with.
 */
export function toastText(toast: Toast, t: Translate<ModalKey>): string {
  const key = toast.code ? TOAST_KEYS[toast.code] : undefined
  if (key) return t(key)
  return (toast.fault && faultText(toast.fault, t)) || toast.message
}

/** An alert's title and explanation in the kit's locale (the spec's alerts by `code`). */
export function alertTexts(
  alert: AppKitAlert,
  t: Translate<ModalKey>,
): { short: string; long: string } {
  const keys = alert.code ? ALERT_KEYS[alert.code] : undefined
  return keys
    ? { short: t(keys[0]), long: t(keys[1]) }
    : { short: alert.shortMessage, long: alert.longMessage }
}
