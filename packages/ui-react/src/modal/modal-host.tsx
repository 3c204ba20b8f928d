import type { AppKitSnapshot } from '@portico/core'
import { Component, lazy, type ReactNode, Suspense, useEffect, useState } from 'react'
import { useAppKitInstance, useSnapshot } from '../context/app-kit-context.js'
import { loadModal, preloadModal, whenModalLoaded } from './load-modal.js'

const LazyModal = lazy(loadModal)

/** The modal is needed while open, and for a toast (toasts show with the modal closed too). */
const selectOpen = (snapshot: AppKitSnapshot) => snapshot.modal.open || snapshot.toast !== undefined

/** Swallows a failed chunk download (offline): the page stays usable; the next open retries. */
class ModalLoadBoundary extends Component<{ children: ReactNode; onFail: () => void }> {
  override state = { failed: false }
  static getDerivedStateFromError() {
    return { failed: true }
  }
  override componentDidCatch() {
    this.props.onFail()
  }
  override render() {
    return this.state.failed ? null : this.props.children
  }
}

/**
 * Mounts the lazily loaded dialog the first time the modal opens (nothing on the server and
 * nothing before the first open, so the initial bundle stays small and hydration matches).
 */
export function ModalHost({ preload }: { preload: 'interaction' | 'idle' }) {
  const kit = useAppKitInstance()
  const open = useSnapshot(selectOpen)
  useEffect(() => {
    if (preload !== 'idle') return
    const idle = window.requestIdleCallback
    if (idle) {
      const id = idle(() => preloadModal(kit, { api: false }), { timeout: 3000 })
      return () => window.cancelIdleCallback(id)
    }
    const timer = setTimeout(() => preloadModal(kit, { api: false }), 300)
    return () => clearTimeout(timer)
  }, [kit, preload])
  const [wanted, setWanted] = useState(false)
  const [attempt, setAttempt] = useState(0)
  useEffect(() => {
    if (open) setWanted(true)
  }, [open])
  // Once the code is in (hover, idle preload), mount the dialog closed: its stylesheet and host
  // element are ready before the click, which then only renders the card.
  useEffect(() => whenModalLoaded(() => setWanted(true)), [])
  if (!wanted && !open) return null
  return (
    <ModalLoadBoundary
      key={attempt}
      onFail={() => {
        // The dialog could not be downloaded: close, and let the next open try again.
        setWanted(false)
        setAttempt((n) => n + 1)
        kit.close()
      }}
    >
      <Suspense fallback={null}>
        <LazyModal />
      </Suspense>
    </ModalLoadBoundary>
  )
}
