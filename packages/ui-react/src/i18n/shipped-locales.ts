/**
 * Every locale the kit ships, English first: the tags of `LOCALE_LOADERS` (the catalogue check
 * compares them). A plain list in the page's initial JS, so that a visitor whose language is
 * English (or not shipped) never downloads the locale runtime.
 */
export const SHIPPED_LOCALES: readonly string[] = [
  'en',
  'es',
  'pt-BR',
  'fr',
  'de',
  'ja',
  'ko',
  'zh-CN',
  'tr',
  'ru',
  'ar',
  'he',
]

/**
 * Whether the first of `wanted` whose language is `shipped` is not English: only then is the
 * locale runtime (negotiation, catalogue download) worth fetching.
 */
export function wantsTranslation(wanted: readonly string[], shipped: readonly string[]): boolean {
  const language = (tag: string) => tag.split('-')[0]?.toLowerCase()
  for (const tag of wanted) {
    const lang = language(tag)
    if (shipped.some((locale) => language(locale) === lang)) return lang !== 'en'
  }
  return false
}
