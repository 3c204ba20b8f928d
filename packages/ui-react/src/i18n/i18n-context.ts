import { createContext } from 'react'
import type { LocaleCatalogue } from './locale-catalogue.js'
import type { OnMissing } from './lookup.js'

export interface I18n {
  /** The shipped locale shown (BCP 47). */
  locale: string
  dir: 'ltr' | 'rtl'
  /** The locale's downloaded translation; undefined for English or until it has arrived. */
  catalogue: LocaleCatalogue | undefined
  /** Told of a message the catalogue lacks (the locale runtime's development warning). */
  onMissing?: OnMissing | undefined
}

/** Provided by `<AppKitProvider>`; English without it (a component rendered on its own). */
export const I18nContext = createContext<I18n>({ locale: 'en', dir: 'ltr', catalogue: undefined })
