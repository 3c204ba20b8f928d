import type { AppKitSnapshot } from '@portico/core'
import { isCloseDisabled } from '@portico/core/internal'
import { type KeyboardEvent, useId, useLayoutEffect, useRef, useState } from 'react'
import { createPortal } from 'react-dom'
import { useAppKitInstance, useSnapshot } from '../context/app-kit-context.js'
import { injectModalCss } from '../theme/modal-css.js'
import { AlertRegion } from './alert-region.js'
import { trapTab } from './focus-trap.js'
import { inertSiblings } from './inert-siblings.js'
import {
  selectViewPanel,
  ToastRegion,
  useThemedRoot,
  ViewPanel,
  type ViewPanelState,
} from './view-panel.js'
import { fitToVisualViewport } from './visual-viewport.js'

const selectModal = (s: AppKitSnapshot) => ({ open: s.modal.open, ...selectViewPanel(s) })

/**
 * The dialog: a portal into a host `<div>` at the end of `<body>`, shown while
 * `snapshot.modal.open`. Accessible (role dialog, labelled by the header title, focus trapped and
 * returned to the opener, Escape closes, the rest of the page inert), themed by `--portico-*`
 * variables, with an error boundary around the current view so the host page never crashes.
 */
export default function Modal() {
  const kit = useAppKitInstance()
  const state = useSnapshot(selectModal)
  const themed = useThemedRoot(state)
  const [host, setHost] = useState<HTMLElement | null>(null)

  useLayoutEffect(() => {
    injectModalCss()
    const element = document.createElement('div')
    element.setAttribute('data-portico-host', '')
    document.body.appendChild(element)
    setHost(element)
    return () => element.remove()
  }, [])

  if (!host) return null
  if (!state.open) {
    // A toast or an alert raised with the modal closed (e.g. "Signature declined" from a page
    // action, "Invalid App Configuration" from analytics).
    return state.toast || state.alert
      ? createPortal(
          <div className="portico-toast-root" {...themed}>
            {state.toast ? <ToastRegion toast={state.toast} /> : null}
            <AlertRegion alert={state.alert} onDismiss={() => kit.dismissAlert()} />
          </div>,
          host,
        )
      : null
  }
  return createPortal(<Dialog state={state} onClose={() => kit.close()} host={host} />, host)
}

function Dialog({
  state,
  host,
  onClose,
}: {
  state: ViewPanelState
  host: HTMLElement
  onClose: () => void
}) {
  const kit = useAppKitInstance()
  const themed = useThemedRoot(state)
  const titleId = useId()
  const cardRef = useRef<HTMLDivElement>(null)
  const rootRef = useRef<HTMLDivElement>(null)
  const closeDisabled = isCloseDisabled(state)

  // Keep focus inside when it lands outside (e.g. a programmatic focus on the page), and handle
  // Escape / Tab even when focus fell to <body> (its element was removed by a view change).
  // Declared first so that its cleanup runs before the focus goes back to the opener.
  useLayoutEffect(() => {
    const doc = host.ownerDocument
    const onFocusIn = (event: FocusEvent) => {
      const card = cardRef.current
      if (card && event.target instanceof Node && !host.contains(event.target)) card.focus()
    }
    const onKeyDown = (event: globalThis.KeyboardEvent) => {
      if (event.defaultPrevented || host.contains(doc.activeElement)) return
      keyDown.current(event)
    }
    doc.addEventListener('focusin', onFocusIn)
    doc.addEventListener('keydown', onKeyDown)
    return () => {
      doc.removeEventListener('focusin', onFocusIn)
      doc.removeEventListener('keydown', onKeyDown)
    }
  }, [host])

  // Background inert + focus moved in, and returned to the opener on close.
  useLayoutEffect(() => {
    const opener = document.activeElement as HTMLElement | null
    const restore = inertSiblings(host)
    cardRef.current?.focus({ preventScroll: true })
    return () => {
      restore()
      if (opener?.isConnected) opener.focus()
    }
  }, [host])

  // The sheet stays within what the user sees (on-screen keyboard, a page wider than the phone).
  useLayoutEffect(() => (rootRef.current ? fitToVisualViewport(rootRef.current) : undefined), [])

  // A view change can remove the focused element: bring focus back to the dialog.
  // biome-ignore lint/correctness/useExhaustiveDependencies: runs on each view change
  useLayoutEffect(() => {
    const card = cardRef.current
    if (card && !card.contains(host.ownerDocument.activeElement))
      card.focus({ preventScroll: true })
  }, [state.view, host])

  const onKeyDown = (event: KeyboardEvent | globalThis.KeyboardEvent) => {
    if (event.key === 'Escape') {
      event.stopPropagation()
      if (!closeDisabled) onClose()
      else kit.shake()
      return
    }
    if (event.key === 'Tab' && cardRef.current && trapTab(cardRef.current, event.shiftKey)) {
      event.preventDefault()
    }
  }
  const keyDown = useRef(onKeyDown)
  keyDown.current = onKeyDown

  const cardClass = state.shake ? 'portico-card portico-shake' : 'portico-card'

  return (
    <div ref={rootRef} className="portico-root" {...themed}>
      <div
        className="portico-overlay"
        data-testid="portico-overlay"
        aria-hidden="true"
        onClick={closeDisabled ? () => kit.shake() : onClose}
      />
      <div
        ref={cardRef}
        className={cardClass}
        role="dialog"
        aria-modal="true"
        aria-labelledby={titleId}
        tabIndex={-1}
        onKeyDown={onKeyDown}
        data-view={state.view}
      >
        <ViewPanel
          state={state}
          titleId={titleId}
          onClose={onClose}
          closeDisabled={closeDisabled}
        />
      </div>
    </div>
  )
}
