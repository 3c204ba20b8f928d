import { useContext } from 'react'
import type { entryMessages } from './en/entry.js'
import type { MessageValues } from './format-message.js'
import { I18nContext } from './i18n-context.js'
import { localeDirection } from './locale-direction.js'
import { lookup, type Translate } from './lookup.js'

/**
 * The entry's formatter: `{name}` arguments only, no quoting (the catalogue check keeps the `entry`
 * group to that in every locale), so the buttons in the page's initial JS do not carry the ICU
 * parser.
 */
export function formatSimple(message: string, locale: string, values: MessageValues = {}): string {
  const rtl = localeDirection(locale) === 'rtl'
  return message.replace(/\{(\w+)\}/g, (whole, name: string) => {
    const value = values[name]
    if (value === undefined) return whole
    return rtl ? `\u2068${String(value)}\u2069` : String(value)
  })
}

/** The `entry` group's texts (buttons, the dialog's load error) in the kit's current locale. */
export function useEntryMessages(
  group: typeof entryMessages,
): Translate<keyof (typeof entryMessages)['en']> {
  const { locale, catalogue, onMissing } = useContext(I18nContext)
  // Cheap to make: the buttons call it during render, no memo needed.
  return lookup(formatSimple, group, locale, catalogue, onMissing)
}
