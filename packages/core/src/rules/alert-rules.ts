import type { AppKitAlert } from '../app-kit/app-kit-types.js'
import { NetworkNotFoundError, ProjectIdRequiredError } from '../errors/app-kit-errors.js'
import { AlertText } from '../errors/ui-texts.js'

/** How deep the `cause` chain is searched (wallet SDKs wrap a relay's error several times). */
const MAX_DEPTH = 8

/**
 * SPEC §8 "Mapping of provider errors": what a WalletConnect provider / relay answers when the
 * project is misconfigured, matched case-insensitively on its message. Ordered: the first rule that
 * matches wins.
 */
const PROVIDER_RULES: readonly { pattern: RegExp; alert: AppKitAlert }[] = [
  // "Unauthorized: origin not allowed" — the page's origin is not on the project's allowlist.
  { pattern: /origin not allowed/i, alert: AlertText.invalidAppConfiguration },
  // "JWT validation error: JWT Token is not yet valid" — the device clock is behind.
  { pattern: /not yet valid/i, alert: AlertText.sessionExpired },
  // "Unauthorized: invalid key" — the project id is unknown to the relay.
  { pattern: /invalid key/i, alert: AlertText.invalidProjectId },
]

/** The texts an error carries: its message, `shortMessage` and `details` (viem / Portico errors). */
function textsOf(error: object): string[] {
  const fields = ['message', 'shortMessage', 'details'] as const
  const texts: string[] = []
  for (const field of fields) {
    const value = (error as Record<string, unknown>)[field]
    if (typeof value === 'string') texts.push(value)
  }
  return texts
}

/**
 * The SPEC §8 alert for an error a provider, an adapter or the kit raised, or `undefined` when it
 * is not one of the configuration problems the spec alerts about (a rejected request, a network
 * failure, ...: those are toasts or thrown errors). Walks the `cause` chain, so an adapter's typed
 * error that wraps the relay's answer still maps.
 *
 * - "origin not allowed" → Invalid App Configuration
 * - "token not yet valid" → Session Expired (check time settings and reconnect)
 * - "invalid key" → Invalid Project ID
 * - `NetworkNotFoundError` → Network Not Found
 * - `ProjectIdRequiredError` → Project ID Not Configured
 *
 * @example
 * const alert = alertForError(error)
 * if (alert) kit.showAlert(alert)
 */
export function alertForError(error: unknown): AppKitAlert | undefined {
  let current: unknown = error
  for (let depth = 0; depth < MAX_DEPTH && current !== undefined && current !== null; depth++) {
    if (current instanceof ProjectIdRequiredError) return AlertText.projectIdNotConfigured
    if (current instanceof NetworkNotFoundError) return AlertText.networkNotFound
    const texts =
      typeof current === 'string' ? [current] : typeof current === 'object' ? textsOf(current) : []
    for (const rule of PROVIDER_RULES) {
      if (texts.some((text) => rule.pattern.test(text))) return rule.alert
    }
    current = typeof current === 'object' ? (current as { cause?: unknown }).cause : undefined
  }
  return undefined
}

/**
 * SPEC §7/§8: an HTTP 403 from the analytics host means the origin is not on the project's
 * allowlist: "Invalid App Configuration" (the kit shows each alert once).
 *
 * @example
 * createDataApi({ ..., onAlert: () => kit.showAlert(analyticsForbiddenAlert()) })
 */
export function analyticsForbiddenAlert(): AppKitAlert {
  return AlertText.invalidAppConfiguration
}
