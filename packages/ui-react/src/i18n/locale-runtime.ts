import { loadCatalogue, loadedCatalogue, subscribeCatalogues } from './catalogue-store.js'
import { negotiateLocale } from './negotiate-locale.js'

const warned = new WeakMap<object, Set<string>>()

/** A translation lacks a message: English shows, and development says which (once). */
function warnMissing(catalogue: object, locale: string, id: string): void {
  const seen = warned.get(catalogue) ?? new Set<string>()
  warned.set(catalogue, seen)
  if (seen.has(id)) return
  seen.add(id)
  const env = (globalThis as { process?: { env?: { NODE_ENV?: string } } }).process?.env
  if (env?.NODE_ENV !== 'production') {
    globalThis.console?.warn(`[portico] missing ${locale} message ${id}; English shown`)
  }
}

/**
 * What a page needs only for a language other than English: negotiation among the shipped
 * locales and the catalogues' download. Loaded on demand (`use-i18n-state.ts`), never with the
 * page's initial JS.
 */
export const localeRuntime = {
  negotiate: negotiateLocale,
  load: loadCatalogue,
  loaded: loadedCatalogue,
  subscribe: subscribeCatalogues,
  missing: warnMissing,
}

export type LocaleRuntime = typeof localeRuntime
