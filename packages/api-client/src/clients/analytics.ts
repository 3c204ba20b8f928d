import { HttpError } from '../errors.js'
import { createHttpClient, type HttpClient, type HttpClientOptions } from '../http/http-client.js'
import type { AnalyticsEventBody } from '../schemas/requests.js'

/** The event the kit emits, as core hands it over. */
export interface AnalyticsEventInput {
  type: 'track' | 'error'
  event: string
  properties?: Record<string, unknown> | undefined
  address?: string | undefined
}

/** The alert raised once when analytics answers 403 (SPEC §8 "Invalid App Configuration"). */
export interface AnalyticsAlert {
  shortMessage: 'Invalid App Configuration'
  longMessage: string
}

export const INVALID_APP_CONFIGURATION_ALERT: AnalyticsAlert = {
  shortMessage: 'Invalid App Configuration',
  longMessage: 'The origin is not on the allowlist of this project. Add it to the allowed origins.',
}

/** Never sent (SPEC §7). */
export const NEVER_SENT_EVENTS: readonly string[] = ['MODAL_CREATED']

export interface AnalyticsClientOptions extends HttpClientOptions {
  projectId: string
  sdkType: string
  sdkVersion: string
  /** Whether the analytics feature is on; a function is asked at each send. */
  enabled: boolean | (() => boolean)
  /** Called once, on the first 403. */
  onAlert?: ((alert: AnalyticsAlert) => void) | undefined
  clock?: { now(): number } | undefined
  /** Page URL and domain (default: `location` when present). */
  page?: (() => { url: string; domain: string }) | undefined
  /** Event id generator (default `crypto.randomUUID`). */
  createId?: (() => string) | undefined
}

export interface AnalyticsClient {
  readonly http: HttpClient
  /** Sends one event; resolves `true` when it was accepted. Never throws. */
  sendEvent(event: AnalyticsEventInput): Promise<boolean>
}

/** The page's origin and path: query strings and fragments (tokens, emails) are never sent. */
function currentPage(): { url: string; domain: string } {
  const location = (
    globalThis as { location?: { origin: string; pathname: string; hostname: string } }
  ).location
  return {
    url: location ? `${location.origin}${location.pathname}` : '',
    domain: location?.hostname ?? '',
  }
}

/** A v4 UUID; `randomUUID` is missing outside secure contexts, `getRandomValues` is not. */
function uuid(): string {
  if (typeof globalThis.crypto.randomUUID === 'function') return globalThis.crypto.randomUUID()
  const bytes = globalThis.crypto.getRandomValues(new Uint8Array(16))
  bytes[6] = ((bytes[6] ?? 0) & 0x0f) | 0x40
  bytes[8] = ((bytes[8] ?? 0) & 0x3f) | 0x80
  const hex = [...bytes].map((byte) => byte.toString(16).padStart(2, '0')).join('')
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`
}

/**
 * Analytics client: `POST /e?projectId&st&sv` with `{ eventId, url, domain, timestamp, props }`.
 * Sends only while enabled, never MODAL_CREATED, and raises the "Invalid App Configuration"
 * alert once on a 403.
 *
 * @example
 * const analytics = createAnalyticsClient({ baseUrl, projectId, sdkType: 'portico', sdkVersion: '0.0.0', enabled: true })
 * await analytics.sendEvent({ type: 'track', event: 'MODAL_OPEN' })
 */
export function createAnalyticsClient(options: AnalyticsClientOptions): AnalyticsClient {
  const http = createHttpClient(options)
  let alerted = false
  const isEnabled = () =>
    typeof options.enabled === 'function' ? options.enabled() : options.enabled

  return {
    http,
    async sendEvent(event) {
      if (!isEnabled() || NEVER_SENT_EVENTS.includes(event.event)) return false
      const page = (options.page ?? currentPage)()
      const body: AnalyticsEventBody = {
        eventId: options.createId?.() ?? uuid(),
        url: page.url,
        domain: page.domain,
        timestamp: options.clock?.now() ?? Date.now(),
        props: {
          event: event.event,
          type: event.type,
          ...(event.properties ? { properties: event.properties } : {}),
          ...(event.address ? { address: event.address } : {}),
        },
      }
      try {
        await http.post('/e', {
          body,
          query: { projectId: options.projectId, st: options.sdkType, sv: options.sdkVersion },
        })
        return true
      } catch (error) {
        if (error instanceof HttpError && error.status === 403 && !alerted) {
          alerted = true
          options.onAlert?.(INVALID_APP_CONFIGURATION_ALERT)
        }
        return false
      }
    },
  }
}
