import { useCallback, useContext } from 'react'
import { useAppKitInstance } from '../context/app-kit-context.js'
import { I18nContext } from '../i18n/i18n-context.js'
import { SHIPPED_LOCALES } from '../i18n/shipped-locales.js'

export interface UseAppKitLocaleReturnType {
  /** The locale the kit shows (the best shipped match of the asked one or the browser's). */
  locale: string
  /** Its writing direction (the modal root's `dir`). */
  dir: 'ltr' | 'rtl'
  /** Every locale the kit ships, English first. */
  locales: readonly string[]
  /** Switch at run time (BCP 47); `undefined` follows the browser again. */
  setLocale: (locale: string | undefined) => void
}

/**
 * The kit's language, and a switch: an open modal re-renders in the new locale (its texts,
 * amounts and dates) once the locale's catalogue has downloaded.
 *
 * @example
 * const { locale, locales, setLocale } = useAppKitLocale()
 * return (
 *   <select value={locale} onChange={(e) => setLocale(e.target.value)}>
 *     {locales.map((l) => <option key={l}>{l}</option>)}
 *   </select>
 * )
 */
export function useAppKitLocale(): UseAppKitLocaleReturnType {
  const kit = useAppKitInstance()
  const { locale, dir } = useContext(I18nContext)
  const setLocale = useCallback((next: string | undefined) => kit.setLocale(next), [kit])
  return { locale, dir, locales: SHIPPED_LOCALES, setLocale }
}
