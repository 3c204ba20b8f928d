import type { AppKit } from '@portico/core'
import type { ReactNode } from 'react'
import { ModalHost } from '../modal/modal-host.js'
import { AppKitContext } from './app-kit-context.js'
import { rememberInitialSnapshot } from './initial-snapshot.js'

export interface AppKitProviderProps {
  /** The instance from `createAppKit` (one per app; create it outside render). */
  instance: AppKit
  children?: ReactNode
}

/**
 * Makes a Portico instance available to the buttons and hooks below it, and mounts the modal
 * (downloaded on first open or on hover of a button). Renders nothing of its own on the server.
 *
 * @example
 * const kit = createAppKit({ adapters: [evmAdapter()], networks: [mainnet], projectId })
 * root.render(<AppKitProvider instance={kit}><App /></AppKitProvider>)
 */
export function AppKitProvider({ instance, children }: AppKitProviderProps) {
  // Instances from this package's createAppKit are remembered at creation; others on first render.
  rememberInitialSnapshot(instance)
  return (
    <AppKitContext.Provider value={instance}>
      {children}
      <ModalHost />
    </AppKitContext.Provider>
  )
}
