import type { LocaleCatalogue } from './locale-catalogue.js'

export type LocaleLoader = () => Promise<{ default: LocaleCatalogue }>

/**
 * The shipped translations, one dynamic import each (downloaded on first use of the locale).
 * To add a locale, add its file under `locales/`, one line here and its tag in `SHIPPED_LOCALES`
 * (`shipped-locales.ts`; see `i18n/README.md`). Only the locale runtime imports this map, so an
 * English page never downloads it.
 * English is not here: each view imports its own English texts.
 */
export const LOCALE_LOADERS: Readonly<Record<string, LocaleLoader>> = {
  es: () => import('./locales/es.js'),
  'pt-BR': () => import('./locales/pt-BR.js'),
  fr: () => import('./locales/fr.js'),
  de: () => import('./locales/de.js'),
  ja: () => import('./locales/ja.js'),
  ko: () => import('./locales/ko.js'),
  'zh-CN': () => import('./locales/zh-CN.js'),
  tr: () => import('./locales/tr.js'),
  ru: () => import('./locales/ru.js'),
  ar: () => import('./locales/ar.js'),
  he: () => import('./locales/he.js'),
}
