import type { AppKitAlert } from '../app-kit/app-kit-types.js'
import type { ThemeMode, ThemeVariables, Toast, ViewName } from '../types/ui.js'
import type { OpenParams, ViewParamsArgs } from './view-params.js'

/** The modal, its router, toasts and alerts, theme and language. A part of `AppKit`. */
export interface AppKitNavigation {
  /**
   * Open the modal at `view` with its data (`ViewParams`), else the SPEC §2 start view; emits
   * MODAL_OPEN. `namespace`: the family to show, for the views whose data carries one. Data that
   * is not the view's throws InvalidViewParamsError.
   */
  open<V extends ViewName = ViewName>(params?: OpenParams<V>): void
  /** Close the modal (embedded mode: back to Account or Connect); emits MODAL_CLOSE. */
  close(): void
  /** Raise the shake flag for 500 ms (SPEC §9). */
  shake(): void
  /** The modal's loading flag (SPEC §4 "open, close and loading flags"). */
  setLoading(loading: boolean): void
  /**
   * Router: show `view` with its data (`ViewParams[view]`: required, optional or none, checked
   * by the compiler and parsed here; data that is not the view's throws InvalidViewParamsError).
   */
  push<V extends ViewName>(view: V, ...params: ViewParamsArgs<V>): void
  replace<V extends ViewName>(view: V, ...params: ViewParamsArgs<V>): void
  goBack(): void
  /** The Account view's tab (SPEC §2: 0 Tokens, 1 NFTs, 2 Activity) of the active account. */
  setAccountTab(tab: number): void
  /** Show a toast (one at a time; a replacement shows 150 ms after the open one closes). */
  showToast(toast: Toast): void
  dismissToast(): void
  /** Show an alert (SPEC §8); the same alert is shown once per instance. */
  showAlert(alert: AppKitAlert): void
  dismissAlert(): void
  /** Light or dark (default dark, SPEC §2). */
  setThemeMode(mode: ThemeMode): void
  /**
   * Show the modal in `locale` (BCP 47; `undefined` goes back to the browser's languages). The
   * UI picks the best of its shipped locales and re-renders an open modal.
   *
   * @example
   * kit.setLocale('de')
   */
  setLocale(locale: string | undefined): void
  /** Merge theme variables (CSS custom properties). */
  setThemeVariables(variables: ThemeVariables): void
}
