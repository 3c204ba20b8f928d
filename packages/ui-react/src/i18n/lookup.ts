import type { MessageValues } from './format-message.js'
import type { LocaleCatalogue } from './locale-catalogue.js'
import type { MessageGroup } from './message-group.js'

/** Formats the message `key` of one group with its arguments, in the current locale. */
export type Translate<K extends string> = (key: K, values?: MessageValues) => string

/** Writes one message for a locale (the full ICU formatter, or the entry's tiny one). */
export type Formatter = (message: string, locale: string, values?: MessageValues) => string

type Loose = Readonly<Record<string, Readonly<Record<string, string>> | undefined>>

/** Told when a translation lacks a message (`group.key`); the locale runtime warns in development. */
export type OnMissing = (catalogue: object, locale: string, id: string) => void

/**
 * The translate function of `group` for `locale`: the translated message when the catalogue has
 * it, else the English one (formatted as English) with a development warning.
 */
export function lookup<G extends MessageGroup>(
  format: Formatter,
  group: G,
  locale: string,
  catalogue: LocaleCatalogue | undefined,
  onMissing?: OnMissing,
): Translate<keyof G['en'] & string> {
  const translated = (catalogue as Loose | undefined)?.[group.group]
  return (key, values) => {
    const message = translated?.[key]
    if (message !== undefined) return format(message, locale, values)
    if (catalogue) onMissing?.(catalogue, locale, `${group.group}.${key}`)
    return format(group.en[key] ?? key, 'en', values)
  }
}
