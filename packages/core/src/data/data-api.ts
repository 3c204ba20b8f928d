import type { AnalyticsEventInput, PorticoDataApi } from '@portico/api-client'

/**
 * The data calls core needs (SPEC §7). The calls and their shapes are defined once, by
 * `@portico/api-client` (the default implementation, over `apiUrl`); tests inject their own.
 * Every method may throw; core turns failures into the spec's toasts.
 */
export interface DataApi extends Omit<PorticoDataApi, 'sendEvent'> {
  /** Analytics (optional: an injected API may have none). */
  sendEvent?(event: AnalyticsEvent): Promise<void>
  /**
   * Starts loading the implementation ahead of the first call, for an API whose code arrives on
   * demand (the default one over `apiUrl`); the UI calls it when it preloads the modal.
   */
  preload?(): Promise<unknown>
}

/** An instance event as analytics receives it. */
export type AnalyticsEvent = AnalyticsEventInput
