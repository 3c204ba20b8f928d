import { safeLinkUrl } from '@portico/api-client'

const BARE_SCHEME = /^[a-zA-Z][a-zA-Z0-9+.-]*$/

/**
 * The wallet's link as the base a deep link is built on: `https://wallet.app/` for a universal
 * link, `metamask://` for a wallet scheme (`metamask`, `metamask:` or `metamask://`). Links from the
 * wallet directory are untrusted: the link must pass `safeLinkUrl` (parsed protocol `https:` or a
 * plain wallet scheme, no whitespace or control characters anywhere), and the base is built from
 * the parsed `href`, never from the input. Anything else gives `undefined`.
 *
 * @example
 * deepLinkBase('MetaMask:') // 'metamask://'
 */
export function deepLinkBase(walletLink: string): string | undefined {
  // A bare scheme name (`metamask`) is a wallet scheme without its colon.
  const safe = safeLinkUrl(BARE_SCHEME.test(walletLink) ? `${walletLink}:` : walletLink)
  if (safe === undefined) return undefined
  if (safe.startsWith('https:') || safe.includes('://')) {
    return safe.endsWith('/') ? safe : `${safe}/`
  }
  // `metamask:` alone; `metamask:anything` is not a form the spec knows.
  if (!/^[a-z][a-z0-9+.-]*:$/.test(safe)) return undefined
  return `${safe}//`
}

/**
 * SPEC §5 deep-link wallet URL: the wallet's scheme or URL ({@link deepLinkBase}) plus
 * `wc?uri=<encoded pairing uri>`.
 * - `https://wallet.app` and `https://wallet.app/` give `https://wallet.app/wc?uri=…`;
 * - `metamask:`, `metamask` and `metamask://` give `metamask://wc?uri=…`.
 *
 * @example
 * formatDeepLinkUrl('rainbow://', 'wc:abc@2?relay-protocol=irn') // 'rainbow://wc?uri=wc%3Aabc%402%3Frelay-protocol%3Dirn'
 */
export function formatDeepLinkUrl(walletLink: string, pairingUri: string): string | undefined {
  const base = deepLinkBase(walletLink)
  return base === undefined ? undefined : `${base}wc?uri=${encodeURIComponent(pairingUri)}`
}
