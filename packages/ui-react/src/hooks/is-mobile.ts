import { isMobileUserAgent } from '@portico/core/internal'

/**
 * Whether this browser is a phone or tablet (deep links instead of QR codes; "Open and continue
 * in a new browser tab"): core's user-agent rule, false on the server.
 */
export function isMobileBrowser(): boolean {
  return typeof navigator !== 'undefined' && isMobileUserAgent(navigator.userAgent)
}
