import { InvalidLocaleError } from '../errors/locale-errors.js'

/**
 * The canonical form of a BCP 47 tag (`'PT-br'` → `'pt-BR'`), checked where it enters (the
 * `locale` option, `setLocale`), so the UI only ever negotiates well-formed tags.
 *
 * @example
 * canonicalLocale('zh-hans-cn') // 'zh-Hans-CN'
 */
export function canonicalLocale(locale: string): string {
  try {
    const [canonical] = Intl.getCanonicalLocales(locale)
    if (canonical) return canonical
  } catch (cause) {
    throw new InvalidLocaleError({ cause, details: `Got ${JSON.stringify(locale)}` })
  }
  throw new InvalidLocaleError({ details: `Got ${JSON.stringify(locale)}` })
}
