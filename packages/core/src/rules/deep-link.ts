import { safeLinkUrl } from '@portico/api-client'

const BARE_SCHEME = /^[a-zA-Z][a-zA-Z0-9+.-]*$/

/**
 * SPEC §5 deep-link wallet URL: the wallet's scheme or URL plus `wc?uri=<encoded pairing uri>`.
 * - `https://wallet.app` and `https://wallet.app/` give `https://wallet.app/wc?uri=…`;
 * - `metamask:`, `metamask` and `metamask://` give `metamask://wc?uri=…`.
 * Links from the wallet directory are untrusted: the link must pass `safeLinkUrl` (parsed
 * protocol `https:` or a plain wallet scheme, no whitespace or control characters anywhere), and
 * the result is built from the parsed `href`, never from the input. Anything else gives `undefined`.
 *
 * @example
 * formatDeepLinkUrl('rainbow://', 'wc:abc@2?relay-protocol=irn') // 'rainbow://wc?uri=wc%3Aabc%402%3Frelay-protocol%3Dirn'
 */
export function formatDeepLinkUrl(walletLink: string, pairingUri: string): string | undefined {
  // A bare scheme name (`metamask`) is a wallet scheme without its colon.
  const safe = safeLinkUrl(BARE_SCHEME.test(walletLink) ? `${walletLink}:` : walletLink)
  if (safe === undefined) return undefined
  let base: string
  if (safe.startsWith('https:') || safe.includes('://')) {
    base = safe.endsWith('/') ? safe : `${safe}/`
  } else {
    // `metamask:` alone; `metamask:anything` is not a form the spec knows.
    if (!/^[a-z][a-z0-9+.-]*:$/.test(safe)) return undefined
    base = `${safe}//`
  }
  return `${base}wc?uri=${encodeURIComponent(pairingUri)}`
}
