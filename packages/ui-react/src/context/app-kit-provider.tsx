import type { AppKit } from '@portico/core'
import type { ReactNode } from 'react'
import { ModalHost } from '../modal/modal-host.js'
import { AppKitContext } from './app-kit-context.js'
import { rememberInitialSnapshot } from './initial-snapshot.js'

export interface AppKitProviderProps {
  /** The instance from `createAppKit` (one per app; create it outside render). */
  instance: AppKit
  children?: ReactNode
  /**
   * When the modal's code downloads: `'interaction'` (default) on hover / focus of a button or on
   * open; `'idle'` also once the page is idle after load, so the first click shows the dialog in
   * the next frame (costs the modal and start view, about 10 kB gzip, at load).
   */
  preload?: 'interaction' | 'idle'
}

/**
 * Makes a Portico instance available to the buttons and hooks below it, and mounts the modal
 * (downloaded on first open or on hover of a button). Renders nothing of its own on the server.
 *
 * @example
 * const kit = createAppKit({ adapters: [evmAdapter()], networks: [mainnet], projectId })
 * root.render(<AppKitProvider instance={kit}><App /></AppKitProvider>)
 */
export function AppKitProvider({
  instance,
  children,
  preload = 'interaction',
}: AppKitProviderProps) {
  // Instances from this package's createAppKit are remembered at creation; others on first render.
  rememberInitialSnapshot(instance)
  return (
    <AppKitContext.Provider value={instance}>
      {children}
      <ModalHost preload={preload} />
    </AppKitContext.Provider>
  )
}
