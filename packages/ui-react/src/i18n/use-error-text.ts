import { useCallback, useContext } from 'react'
import { modalMessages } from './en/modal.js'
import { errorText } from './error-text.js'
import { I18nContext } from './i18n-context.js'
import { useMessages } from './use-messages.js'

/**
 * `(error, fallback) => text`: what a view shows for a failed action in the kit's locale
 * (`errorText`).
 *
 * @example
 * const textOf = useErrorText()
 * kit.switchNetwork(network).catch((cause) => setError(textOf(cause, t('switchFailed'))))
 */
export function useErrorText(): (error: unknown, fallback: string) => string {
  const t = useMessages(modalMessages)
  const { locale } = useContext(I18nContext)
  return useCallback(
    (error: unknown, fallback: string) => errorText(error, t, locale, fallback),
    [t, locale],
  )
}
