import type { Unsubscribe } from '../adapter/chain-adapter.js'
import type {
  AppKitEvent,
  AppKitOptions,
  AppKitPublicState,
  AppKitSnapshot,
} from '../app-kit/app-kit-types.js'
import type { DataApi } from '../data/data-api.js'
import type { KitStorage } from '../storage/kit-storage.js'
import type { Clock } from './clock.js'

/** The instance's life: its options and services, its state for `useSyncExternalStore`, events and analytics consent, preload and destroy. A part of `AppKit`. */
export interface AppKitLifecycle {
  readonly options: Readonly<AppKitOptions>
  readonly api: DataApi
  readonly clock: Clock
  /** Resolves once a saved connection has been restored (or found absent). */
  readonly ready: Promise<void>
  /** The current immutable snapshot (same object until state changes; for `useSyncExternalStore`). */
  getSnapshot(): AppKitSnapshot
  /** Called after each state change (synchronous actions batch theirs); returns the unsubscribe function. */
  subscribe(listener: () => void): Unsubscribe
  /** Instance events (MODAL_OPEN, CONNECT_SUCCESS, SEND_ERROR, …); returns the unsubscribe function. */
  watchEvents(listener: (event: AppKitEvent) => void): Unsubscribe
  /**
   * Records the user's analytics answer: `true` lets events go to `/e` (when `features.analytics`
   * is on), `false` stops sending at once, including events not yet sent.
   *
   * @example
   * consentBanner.onAccept(() => kit.setAnalyticsConsent(true))
   */
  setAnalyticsConsent(consent: boolean): void
  /** The user's current analytics answer (`options.analytics.consent`, default `false`). */
  getAnalyticsConsent(): boolean
  getState(): AppKitPublicState
  watchState(onChange: (state: AppKitPublicState, previous: AppKitPublicState) => void): Unsubscribe
  /**
   * The visitor's interest: sets up the adapters that wait for it (`setupOnInterest`) and
   * downloads the code of the modal's flows (balances, history, pairing, wallet directory, send,
   * names, NFTs) and the data API client now. Each also loads on first use; ui-react calls this on
   * hover, focus or touch of a kit button, and on open.
   */
  preload(): Promise<void>
  /** The instance's storage (adapters and siwx keep their items there). */
  readonly storage: KitStorage
  /** Dispose listeners and timers; the instance is unusable afterwards. */
  /**
   * Stops the instance: timers, subscriptions and every adapter instance (`destroy()`), which releases
   * its listeners, sockets and SDK subscriptions. Resolves when the adapters are released.
   */
  destroy(): Promise<void>
}
