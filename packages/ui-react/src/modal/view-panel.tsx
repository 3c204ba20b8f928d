import type { AppKitSnapshot } from '@portico/core'
import { Suspense, useCallback, useContext, useMemo, useState } from 'react'
import { Header } from '../components/header.js'
import { Spinner } from '../components/spinner.js'
import { useAppKitInstance } from '../context/app-kit-context.js'
import { modalMessages } from '../i18n/en/modal.js'
import { I18nContext } from '../i18n/i18n-context.js'
import { useMessages } from '../i18n/use-messages.js'
import { themeVariablesStyle } from '../theme/theme-tokens.js'
import { ErrorView } from '../views/error/error-view.js'
import { VIEW_TITLES, viewComponent } from '../views/registry.js'
import { AlertRegion } from './alert-region.js'
import { toastText } from './spec-texts.js'
import { ViewErrorBoundary } from './view-error-boundary.js'
import { ViewTitleContext } from './view-title.js'

/** What a host of the views (the dialog, the inline host) reads of the snapshot. */
export const selectViewPanel = (s: AppKitSnapshot) => ({
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

export type ViewPanelState = ReturnType<typeof selectViewPanel>

/**
 * The attributes of a host's root element: the kit's locale and direction, the theme mode and
 * the app's theme variables (as `--portico-*` custom properties).
 */
export function useThemedRoot(state: Pick<ViewPanelState, 'themeMode' | 'themeVariables'>) {
  const { locale, dir } = useContext(I18nContext)
  return {
    lang: locale,
    dir,
    'data-portico-theme': state.themeMode,
    style: themeVariablesStyle(state.themeVariables),
  }
}

/** The toast (SPEC §3 "Toast"), announced politely; its text is rendered as text. */
export function ToastRegion({ toast }: { toast: AppKitSnapshot['toast'] }) {
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

/**
 * The router's current view with what surrounds it in every host: the header (title, Back when
 * there is history, Close), the toast, the alert, the "Action not allowed" line, and an error
 * boundary and a loading state around the lazily loaded view. The dialog and the inline host
 * each put it in a card of their own.
 */
export function ViewPanel({
  state,
  titleId,
  onClose,
  closeDisabled,
}: {
  state: ViewPanelState
  /** Id of the title element (the host labels itself with it). */
  titleId: string
  onClose: () => void
  closeDisabled: boolean
}) {
  const kit = useAppKitInstance()
  const t = useMessages(modalMessages)
  const [customTitle, setCustomTitle] = useState<string | undefined>(undefined)
  const setTitle = useCallback((title: string | undefined) => setCustomTitle(title), [])
  // Chosen once per view: a view that started lazy keeps its lazy wrapper (no remount when its
  // code arrives); a preloaded one renders directly, without a Suspense fallback frame.
  const View = useMemo(() => viewComponent(state.view), [state.view])
  return (
    <>
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
          <p role="alert" className="portico-text" data-tone="error" style={{ margin: '0 0 12px' }}>
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
    </>
  )
}
