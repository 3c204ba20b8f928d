import type { AppKitSnapshot } from '@portico/core'
import { isCloseDisabled } from '@portico/core/internal'
import {
  type KeyboardEvent,
  Suspense,
  useCallback,
  useContext,
  useId,
  useLayoutEffect,
  useMemo,
  useRef,
  useState,
} from 'react'
import { createPortal } from 'react-dom'
import { Header } from '../components/header.js'
import { Spinner } from '../components/spinner.js'
import { useAppKitInstance, useSnapshot } from '../context/app-kit-context.js'
import { modalMessages } from '../i18n/en/modal.js'
import { I18nContext } from '../i18n/i18n-context.js'
import { useMessages } from '../i18n/use-messages.js'
import { injectModalCss } from '../theme/modal-css.js'
import { themeVariablesStyle } from '../theme/theme-tokens.js'
import { ErrorView } from '../views/error/error-view.js'
import { VIEW_TITLES, viewComponent } from '../views/registry.js'
import { AlertRegion } from './alert-region.js'
import { trapTab } from './focus-trap.js'
import { inertSiblings } from './inert-siblings.js'
import { toastText } from './spec-texts.js'
import { ViewErrorBoundary } from './view-error-boundary.js'
import { ViewTitleContext } from './view-title.js'
import { fitToVisualViewport } from './visual-viewport.js'

const selectModal = (s: AppKitSnapshot) => ({
  open: s.modal.open,
  shake: s.modal.shake,
  view: s.router.view,
  depth: s.router.history.length,
  themeMode: s.themeMode,
  themeVariables: s.themeVariables,
  toast: s.toast,
  alert: s.alert,
  actionNotAllowed: s.actionNotAllowed,
  signInRequired: s.signIn.required,
  hasSession: s.signIn.hasSession,
})

/**
 * The dialog: a portal into a host `<div>` at the end of `<body>`, shown while
 * `snapshot.modal.open`. Accessible (role dialog, labelled by the header title, focus trapped and
 * returned to the opener, Escape closes, the rest of the page inert), themed by `--portico-*`
 * variables, with an error boundary around the current view so the host page never crashes.
 */
export default function Modal() {
  const kit = useAppKitInstance()
  const state = useSnapshot(selectModal)
  const { locale, dir } = useContext(I18nContext)
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
          <div
            className="portico-toast-root"
            lang={locale}
            dir={dir}
            data-portico-theme={state.themeMode}
            style={themeVariablesStyle(state.themeVariables)}
          >
            {state.toast ? <ToastRegion toast={state.toast} /> : null}
            <AlertRegion alert={state.alert} onDismiss={() => kit.dismissAlert()} />
          </div>,
          host,
        )
      : null
  }
  return createPortal(<Dialog state={state} onClose={() => kit.close()} host={host} />, host)
}

/** The toast (SPEC §3 "Toast"), announced politely; its text is rendered as text. */
function ToastRegion({ toast }: { toast: AppKitSnapshot['toast'] }) {
  const t = useMessages(modalMessages)
  return (
    <div
      role="status"
      aria-live="polite"
      className={toast ? 'portico-toast' : 'portico-sr-only'}
      data-variant={toast?.variant}
    >
      {toast?.variant === 'loading' ? <Spinner size={14} /> : null}
      {toast ? toastText(toast, t) : null}
    </div>
  )
}

function Dialog({
  state,
  host,
  onClose,
}: {
  state: ReturnType<typeof selectModal>
  host: HTMLElement
  onClose: () => void
}) {
  const kit = useAppKitInstance()
  const t = useMessages(modalMessages)
  const { locale, dir } = useContext(I18nContext)
  const titleId = useId()
  const cardRef = useRef<HTMLDivElement>(null)
  const rootRef = useRef<HTMLDivElement>(null)
  const [customTitle, setCustomTitle] = useState<string | undefined>(undefined)
  const closeDisabled = isCloseDisabled({
    view: state.view,
    signInRequired: state.signInRequired,
    hasSession: state.hasSession,
  })

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

  const setTitle = useCallback((title: string | undefined) => setCustomTitle(title), [])
  // Chosen once per view: a view that started lazy keeps its lazy wrapper (no remount when its
  // code arrives); a preloaded one renders directly, without a Suspense fallback frame.
  const View = useMemo(() => viewComponent(state.view), [state.view])
  const cardClass = state.shake ? 'portico-card portico-shake' : 'portico-card'

  return (
    <div
      ref={rootRef}
      className="portico-root"
      lang={locale}
      dir={dir}
      data-portico-theme={state.themeMode}
      style={themeVariablesStyle(state.themeVariables)}
    >
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
        <Header
          title={customTitle ?? t(VIEW_TITLES[state.view])}
          titleId={titleId}
          onBack={state.depth > 1 ? () => kit.goBack() : undefined}
          onClose={onClose}
          closeDisabled={closeDisabled}
        />
        <ToastRegion toast={state.toast} />
        <div className="portico-body">
          <AlertRegion alert={state.alert} onDismiss={() => kit.dismissAlert()} />
          {/* ApproveTransaction shows the refusal as its own state: the line would repeat it. */}
          {state.actionNotAllowed && state.view !== 'ApproveTransaction' ? (
            <p
              role="alert"
              className="portico-text"
              data-tone="error"
              style={{ margin: '0 0 12px' }}
            >
              {t('actionNotAllowed')}
            </p>
          ) : null}
          <ViewTitleContext.Provider value={setTitle}>
            <ViewErrorBoundary key={state.view}>
              <Suspense
                fallback={
                  <div className="portico-center">
                    <Spinner label={t('loading')} />
                  </div>
                }
              >
                {View ? (
                  <View />
                ) : (
                  <ErrorView message={t('notAvailable')} onRetry={() => kit.goBack()} />
                )}
              </Suspense>
            </ViewErrorBoundary>
          </ViewTitleContext.Provider>
        </div>
      </div>
    </div>
  )
}
