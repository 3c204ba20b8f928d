import type { AppKit } from '@portico/core'
import { rememberInitialSnapshot } from '@portico/core/internal'
import type { ReactNode } from 'react'
import { I18nContext } from '../i18n/i18n-context.js'
import { useI18nState } from '../i18n/use-i18n-state.js'
import { ModalHost } from '../modal/modal-host.js'
import { AppKitContext } from './app-kit-context.js'

export interface AppKitProviderProps {
  /** The instance from `@portico/core`'s `createAppKit` (one per app; create it outside render). */
  instance: AppKit
  /** The app: every button and hook below reads this instance. */
  children?: ReactNode
  /**
   * When the modal's code downloads: `'idle'` (default) fetches the dialog and its start view once
   * the page is idle after load, so the first click shows the dialog in the next frame; core's
   * flows and the data client follow on hover / focus / touch of a button or the open (never in
   * the initial bundle).
   * `'interaction'` waits for hover / focus of a button or the open: less JS fetched at load, but
   * a cold click waits for the download.
   */
  preload?: 'interaction' | 'idle'
  /**
   * The language of the kit's texts (BCP 47), controlled by the app: wins over the instance's
   * `locale` option and `setLocale`. Omit it to use those (default: the browser's languages).
   */
  locale?: string
}

/**
 * Makes a Portico instance available to the buttons and hooks below it, and mounts the modal
 * (downloaded once the page is idle, or earlier on hover of a button or open). Renders nothing of its own on the server.
 *
 * @example
 * import { createAppKit } from '@portico/core'
 * const kit = createAppKit({ adapters: [evmAdapter()], networks: [mainnet], projectId })
 * root.render(<AppKitProvider instance={kit}><App /></AppKitProvider>)
 */
export function AppKitProvider({
  instance,
  children,
  preload = 'idle',
  locale,
}: AppKitProviderProps) {
  // core's createAppKit remembered the kit's creation snapshot, which server rendering and
  // hydration read; a kit object made some other way is remembered at its first render here.
  rememberInitialSnapshot(instance)
  return (
    <AppKitContext.Provider value={instance}>
      <LocaleScope locale={locale}>
        {children}
        <ModalHost preload={preload} />
      </LocaleScope>
    </AppKitContext.Provider>
  )
}

/** The instance's locale and catalogue for every text below (buttons, modal). */
function LocaleScope({ locale, children }: { locale: string | undefined; children: ReactNode }) {
  return <I18nContext.Provider value={useI18nState(locale)}>{children}</I18nContext.Provider>
}
