const unsafeSchemes = /^(javascript|data|vbscript|file|blob|about):/i

/**
 * SPEC §5 deep-link wallet URL: the wallet's scheme or URL plus `wc?uri=<encoded pairing uri>`.
 * - `https://wallet.app` and `https://wallet.app/` give `https://wallet.app/wc?uri=…`;
 * - `metamask:`, `metamask` and `metamask://` give `metamask://wc?uri=…`.
 * Links from the wallet directory are untrusted: `javascript:`, `data:` and similar give
 * `undefined`, as do empty links.
 *
 * @example
 * formatDeepLinkUrl('rainbow://', 'wc:abc@2?relay-protocol=irn') // 'rainbow://wc?uri=wc%3Aabc%402%3Frelay-protocol%3Dirn'
 */
export function formatDeepLinkUrl(walletLink: string, pairingUri: string): string | undefined {
  const link = walletLink.trim()
  if (link === '' || unsafeSchemes.test(link)) return undefined
  let base: string
  if (/^https?:\/\//i.test(link) || link.includes('://')) {
    base = link.endsWith('/') ? link : `${link}/`
  } else {
    const scheme = link.replace(/[:/]+$/, '')
    if (!/^[a-zA-Z][a-zA-Z0-9+.-]*$/.test(scheme)) return undefined
    base = `${scheme}://`
  }
  return `${base}wc?uri=${encodeURIComponent(pairingUri)}`
}
