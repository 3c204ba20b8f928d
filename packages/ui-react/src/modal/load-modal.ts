import type { AppKit } from '@portico/core'
import { activeAddressOf } from '@portico/core/internal'

type ModalModule = typeof import('./modal.js')
type RegistryModule = typeof import('../views/registry.js')

let modalModule: Promise<ModalModule> | undefined
let registryModule: Promise<RegistryModule> | undefined
let loaded = false
const loadedListeners = new Set<() => void>()

/** Downloads the dialog's chunk (once; a failure is forgotten so the next call retries). */
export function loadModal(): Promise<ModalModule> {
  modalModule ??= import('./modal.js').then(
    (module) => {
      loaded = true
      for (const listener of loadedListeners) listener()
      return module
    },
    (error: unknown) => {
      modalModule = undefined
      throw error
    },
  )
  return modalModule
}

/**
 * Calls `listener` once the dialog's code is in (at once if it already is), so the modal can be
 * mounted closed ahead of the first click. Returns an unsubscribe function.
 */
export function whenModalLoaded(listener: () => void): () => void {
  if (loaded) {
    listener()
    return () => {}
  }
  loadedListeners.add(listener)
  return () => loadedListeners.delete(listener)
}

/**
 * Starts downloading the dialog and the view it would open on (Account when connected, else
 * Connect), e.g. on hover or focus of the button, so a click shows the modal in the next frame.
 * With `api` (default) the data-API client and core's modal flows (balances, directory, pairing,
 * send: `kit.preload()`) come too: a sign of interest. The idle preload after load leaves them out
 * (`api: false`), so a visitor who never points at the kit does not download them.
 * Never throws (a failed download is retried on open).
 */
export function preloadModal(kit: AppKit, { api = true }: { api?: boolean } = {}): void {
  if (typeof window === 'undefined') return
  const connected = activeAddressOf(kit.getSnapshot()) !== undefined
  // In embedded mode the inline host shows the views: the dialog is never needed.
  if (!kit.options.enableEmbedded) loadModal().catch(() => {})
  // The data API client (downloaded on demand by core) is needed by the first view too.
  if (api) kit.preload().catch(() => {})
  registryModule ??= import('../views/registry.js')
  registryModule
    .then((registry) => registry.preloadView(connected ? 'Account' : 'Connect'))
    .catch(() => {
      registryModule = undefined
    })
}
