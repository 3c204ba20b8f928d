import type { AppKitSnapshot } from '@portico/core'
import { useEffect, useMemo, useState, useSyncExternalStore } from 'react'
import { useSnapshot } from '../context/app-kit-context.js'
import type { I18n } from './i18n-context.js'
import { localeDirection } from './locale-direction.js'
import type { LocaleRuntime } from './locale-runtime.js'
import { SHIPPED_LOCALES, wantsTranslation } from './shipped-locales.js'

const selectLocale = (s: AppKitSnapshot) => s.locale

function subscribeLanguages(onChange: () => void): () => void {
  window.addEventListener('languagechange', onChange)
  return () => window.removeEventListener('languagechange', onChange)
}
// A string, so the snapshot compares equal between calls.
const browserLanguages = () => navigator.languages.join(',')
// The server (and hydration) knows no browser: English unless the app chose a locale.
const serverLanguages = () => ''
const noSubscribe = () => () => {}

// The runtime's code, downloaded once for the page (a failure is forgotten: the next need retries).
let runtime: LocaleRuntime | undefined
let runtimeLoad: Promise<LocaleRuntime> | undefined
function loadRuntime(): Promise<LocaleRuntime> {
  runtimeLoad ??= import('./locale-runtime.js').then(
    (module) => {
      runtime = module.localeRuntime
      return runtime
    },
    (error: unknown) => {
      runtimeLoad = undefined
      throw error
    },
  )
  return runtimeLoad
}

/**
 * The instance's locale (the provider's `locale`, else its option / `setLocale`, else the
 * browser's languages; negotiated among the shipped ones), its direction, and its catalogue
 * once downloaded. English needs nothing more than this: the negotiation and the catalogues
 * download only when a shipped language other than English is wanted.
 */
export function useI18nState(controlled?: string): I18n {
  const chosen = useSnapshot(selectLocale)
  const requested = controlled ?? chosen
  const languages = useSyncExternalStore(subscribeLanguages, browserLanguages, serverLanguages)
  const wanted = requested ? [requested] : languages.split(',')
  const translate = wantsTranslation(wanted, SHIPPED_LOCALES)
  const [loaded, setLoaded] = useState(runtime)
  useEffect(() => {
    // A failed download leaves English; the next wish for a translation retries.
    if (translate) loadRuntime().then(setLoaded, () => undefined)
  }, [translate])
  const rt = translate ? loaded : undefined
  const locale = rt ? rt.negotiate(wanted, SHIPPED_LOCALES) : 'en'
  useEffect(() => {
    rt?.load(locale).catch(() => {})
  }, [rt, locale])
  const catalogue = useSyncExternalStore(
    rt?.subscribe ?? noSubscribe,
    () => rt?.loaded(locale),
    () => undefined,
  )
  const onMissing = rt?.missing
  return useMemo(
    () => ({ locale, dir: localeDirection(locale), catalogue, onMissing }),
    [locale, catalogue, onMissing],
  )
}
