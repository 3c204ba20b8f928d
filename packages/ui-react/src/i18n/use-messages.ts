import { useContext, useMemo } from 'react'
import { formatMessage } from './format-message.js'
import { I18nContext } from './i18n-context.js'
import type { LocaleCatalogue } from './locale-catalogue.js'
import { lookup, type OnMissing, type Translate } from './lookup.js'
import type { MessageGroup } from './message-group.js'

export type { Translate } from './lookup.js'

/**
 * The translate function of `group` for `locale` with the full ICU formatter: the translated
 * message when the catalogue has it, else the English one with a development warning.
 */
export function translator<G extends MessageGroup>(
  group: G,
  locale: string,
  catalogue: LocaleCatalogue | undefined,
  onMissing?: OnMissing,
): Translate<keyof G['en'] & string> {
  return lookup(formatMessage, group, locale, catalogue, onMissing)
}

/**
 * The texts of one message group in the kit's current locale (re-renders when the locale
 * changes or its catalogue arrives). For the modal and its views: the ICU formatter comes with
 * their chunks, not with the page's initial JS (the buttons use `useEntryMessages`).
 *
 * @example
 * const t = useMessages(connectMessages)
 * return <ul aria-label={t('ariaWallets')}>…</ul>
 */
export function useMessages<G extends MessageGroup>(group: G): Translate<keyof G['en'] & string> {
  const { locale, catalogue, onMissing } = useContext(I18nContext)
  return useMemo(
    () => translator(group, locale, catalogue, onMissing),
    [group, locale, catalogue, onMissing],
  )
}
