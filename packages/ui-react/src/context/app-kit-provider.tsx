import type { AppKit } from '@portico/core'
import type { ReactNode } from 'react'
import { ModalHost } from '../modal/modal-host.js'
import { AppKitContext } from './app-kit-context.js'
import { rememberInitialSnapshot } from './initial-snapshot.js'

export interface AppKitProviderProps {
  /** The instance from `createAppKit` (one per app; create it outside render). */
  instance: AppKit
  /** The app: every button and hook below reads this instance. */
  children?: ReactNode
  /**
   * When the modal's code downloads: `'idle'` (default) once the page is idle after load (and on
   * hover / focus / open before that), so the first click shows the dialog in the next frame; it
   * fetches the dialog and its start view after load, never in the initial bundle.
   * `'interaction'` waits for hover / focus of a button or the open: less JS fetched at load, but
   * a cold click waits for the download.
   */
  preload?: 'interaction' | 'idle'
}

/**
 * Makes a Portico instance available to the buttons and hooks below it, and mounts the modal
 * (downloaded once the page is idle, or earlier on hover of a button or open). Renders nothing of its own on the server.
 *
 * @example
 * const kit = createAppKit({ adapters: [evmAdapter()], networks: [mainnet], projectId })
 * root.render(<AppKitProvider instance={kit}><App /></AppKitProvider>)
 */
export function AppKitProvider({ instance, children, preload = 'idle' }: AppKitProviderProps) {
  // Instances from this package's createAppKit are remembered at creation; others on first render.
  rememberInitialSnapshot(instance)
  return (
    <AppKitContext.Provider value={instance}>
      {children}
      <ModalHost preload={preload} />
    </AppKitContext.Provider>
  )
}
