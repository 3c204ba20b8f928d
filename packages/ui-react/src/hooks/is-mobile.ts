/**
 * Whether this browser is a phone or tablet (deep links instead of QR codes; "Open and continue
 * in a new browser tab"). Core's start-view rule uses the same user-agent test.
 */
export function isMobileBrowser(): boolean {
  if (typeof navigator === 'undefined') return false
  return /Android|iPhone|iPad|iPod|Mobile/i.test(navigator.userAgent)
}
