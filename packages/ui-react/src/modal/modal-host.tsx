import type { AppKitSnapshot } from '@portico/core'
import { Component, type ReactNode, Suspense, useEffect, useRef, useState } from 'react'
import { useAppKitInstance, useSnapshot } from '../context/app-kit-context.js'
import { loadModal, preloadModal, whenModalLoaded } from './load-modal.js'
import { ModalLoadError } from './modal-load-error.js'
import { asChunkLoadError, type ChunkLoadError, retryingLazy } from './retrying-lazy.js'

const LazyModal = retryingLazy(loadModal)

/**
 * The modal's code is needed while open, and for a toast or an alert (both show with the modal
 * closed too).
 */
const selectNeeded = (snapshot: AppKitSnapshot) =>
  snapshot.modal.open || snapshot.toast !== undefined || snapshot.alert !== undefined
const selectOpen = (snapshot: AppKitSnapshot) => snapshot.modal.open

/** Catches a failed chunk download (offline) so the host page stays usable. */
export class ChunkLoadBoundary extends Component<{
  children: ReactNode
  onFail: (error: ChunkLoadError | undefined) => void
}> {
  override state = { failed: false }
  static getDerivedStateFromError() {
    return { failed: true }
  }
  override componentDidCatch(error: unknown) {
    this.props.onFail(asChunkLoadError(error))
  }
  override render() {
    return this.state.failed ? null : this.props.children
  }
}

/**
 * The dialog, except in embedded mode (`createAppKit({ enableEmbedded: true })`), where
 * `<AppKitEmbedded>` shows the views, toasts and alerts in the page: the dialog's code is then
 * never downloaded.
 */
export function ModalHost({ preload }: { preload: 'interaction' | 'idle' }) {
  const kit = useAppKitInstance()
  return kit.options.enableEmbedded ? null : <DialogHost preload={preload} />
}

/**
 * Mounts the lazily loaded dialog the first time the modal opens (nothing on the server and
 * nothing before the first open, so the initial bundle stays small and hydration matches). When
 * the dialog's code cannot be downloaded, a small error with Retry shows while the modal is open;
 * Retry (or the next open) downloads it again.
 */
function DialogHost({ preload }: { preload: 'interaction' | 'idle' }) {
  const kit = useAppKitInstance()
  const needed = useSnapshot(selectNeeded)
  const open = useSnapshot(selectOpen)
  useEffect(() => {
    if (preload !== 'idle') return
    // The dialog and its start view only, so a click shows the dialog in the next frame. Core's
    // flows and the data client wait for a sign of interest (hover, focus or touch of a button, or
    // the open): a visitor who never opens the modal does not download them.
    // Both read now: the cleanup cancels with the pair that scheduled.
    const { requestIdleCallback: idle, cancelIdleCallback: cancel } = window
    if (idle && cancel) {
      const id = idle(() => preloadModal(kit, { api: false }), { timeout: 3000 })
      return () => cancel(id)
    }
    const timer = setTimeout(() => preloadModal(kit, { api: false }), 300)
    return () => clearTimeout(timer)
  }, [kit, preload])
  const [wanted, setWanted] = useState(false)
  const [attempt, setAttempt] = useState(0)
  const [failure, setFailure] = useState<{ error: ChunkLoadError | undefined }>()
  const failureRef = useRef(failure)
  failureRef.current = failure
  const retry = () => {
    failureRef.current?.error?.retry()
    setFailure(undefined)
    setAttempt((n) => n + 1)
  }
  const retryRef = useRef(retry)
  retryRef.current = retry
  useEffect(() => {
    if (needed) setWanted(true)
  }, [needed])
  // Opening again after a failed download is a retry (a toast alone never retries, so an offline
  // page does not download in a loop).
  useEffect(() => {
    if (open && failureRef.current) retryRef.current()
  }, [open])
  // Once the code is in (hover, idle preload), mount the dialog closed: its stylesheet and host
  // element are ready before the click, which then only renders the card.
  useEffect(() => whenModalLoaded(() => setWanted(true)), [])
  if (failure) {
    return open ? <ModalLoadError onRetry={retry} onClose={() => kit.close()} /> : null
  }
  if (!wanted && !needed) return null
  return (
    <ChunkLoadBoundary key={attempt} onFail={(error) => setFailure({ error })}>
      <Suspense fallback={null}>
        <LazyModal />
      </Suspense>
    </ChunkLoadBoundary>
  )
}
