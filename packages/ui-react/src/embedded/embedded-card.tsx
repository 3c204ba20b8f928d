import { isCloseDisabled } from '@portico/core/internal'
import { useId, useLayoutEffect, useRef } from 'react'
import { useAppKitInstance, useSnapshot } from '../context/app-kit-context.js'
import { selectViewPanel, useThemedRoot, ViewPanel } from '../modal/view-panel.js'
import { injectModalCss } from '../theme/modal-css.js'
import { injectEmbeddedCss } from './embedded-css.js'
import { useFollowConnection } from './follow-connection.js'

/**
 * The inline host's card (its own lazy chunk): the router's current view in the page's flow,
 * themed and in the kit's locale like the dialog, as wide as its container. A region of the
 * page, not a dialog: no overlay, no focus trap, no inert page, no scroll lock, no Escape.
 */
export default function EmbeddedCard() {
  const kit = useAppKitInstance()
  const state = useSnapshot(selectViewPanel)
  const themed = useThemedRoot(state)
  const titleId = useId()
  const cardRef = useRef<HTMLElement>(null)
  // Whether the user's focus is in the card (a view change may remove the focused element).
  const focused = useRef(false)

  useLayoutEffect(() => {
    injectModalCss()
    injectEmbeddedCss()
  }, [])
  useFollowConnection(kit)

  // A view change removed the focused element (e.g. the wallet row that was pressed): focus
  // goes to the card, so a keyboard user goes on from where they were, not from the page's top.
  // biome-ignore lint/correctness/useExhaustiveDependencies: runs on each view change
  useLayoutEffect(() => {
    const card = cardRef.current
    if (!card || !focused.current) return
    const active = card.ownerDocument.activeElement
    if (!active || active === card.ownerDocument.body) card.focus({ preventScroll: true })
  }, [state.view])

  const closeDisabled = isCloseDisabled(state)
  return (
    <div className="portico-root portico-inline" {...themed}>
      <section
        ref={cardRef}
        className={state.shake ? 'portico-card portico-shake' : 'portico-card'}
        aria-labelledby={titleId}
        tabIndex={-1}
        data-view={state.view}
        data-portico-embedded=""
        onFocus={() => {
          focused.current = true
        }}
        onBlur={(event) => {
          // Focus that went elsewhere on the page, or nowhere (a click on the page's background).
          const next = event.relatedTarget
          focused.current = next instanceof Node && event.currentTarget.contains(next)
        }}
      >
        <ViewPanel
          state={state}
          titleId={titleId}
          onClose={() => kit.close()}
          closeDisabled={closeDisabled}
        />
      </section>
    </div>
  )
}
