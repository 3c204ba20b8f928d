/**
 * The one check for every URL that comes from outside the kit: wallet directory links and
 * homepages, EIP-6963 and WalletConnect metadata, token and NFT icons, profile avatars.
 *
 * Browsers do not use the string as written: the WHATWG URL parser drops tabs and newlines
 * anywhere and C0 controls or spaces at the ends, and lower-cases the scheme. So `\tjava\nscript:`
 * or `\u0001javascript:` pass a regular expression on the raw string yet run as `javascript:` in
 * an `href`. The rule therefore (1) refuses any input holding whitespace or control characters,
 * (2) decides on the parsed `protocol`, and (3) hands on the parsed `href`, never the input.
 */

/** What a caller accepts besides `https:`. */
export interface ExternalUrlRule {
  /** Accept wallet deep links whose scheme is a listed wallet's (`metamask:`, `rainbow://…`). */
  walletSchemes?: boolean
  /**
   * The configured data API's origin (`http://127.0.0.1:8787`): `http:` URLs are accepted on this
   * origin only (a self-hosted API served over plain http hands out its own icons).
   */
  httpOrigin?: string
  /** `https:` URLs must have one of these origins (images from an allowlist); default: any. */
  allowedOrigins?: readonly string[]
  /** Image types accepted as `data:image/<type>[;base64],…` (e.g. `['png', 'svg+xml']`); default none. */
  dataImageTypes?: readonly string[]
  /** Only `;base64` data URIs (default false). */
  dataBase64Only?: boolean
  /** Longest accepted `data:` URI in characters (default 1 000 000). */
  maxDataUriLength?: number
}

/** Longest URL accepted (other than `data:` images). */
export const MAX_EXTERNAL_URL_LENGTH = 8192

// Controls (C0, DEL, C1), every Unicode space and separator (plain space, NBSP, U+2000–U+200A,
// line/paragraph separators, …) and invisible format characters (zero-width, bidi controls, BOM).
const WHITESPACE_OR_CONTROL =
  /[\p{Cc}\p{Z}\u00ad\u061c\u180e\u200b-\u200f\u202a-\u202e\u2060-\u206f\ufeff]/u
/**
 * The custom schemes a wallet link may have: the native schemes of known wallets' apps (their
 * WalletConnect deep links), as the URL parser gives them (lower case, no colon), and `wc`, the
 * WalletConnect pairing URI's scheme, which wallets register to take a pairing. An allow list
 * because a block list cannot end: every installed app registers its own handlers (`steam:`,
 * `vscode:`, `zoommtg:`, `msteams:`, `slack:`, …), and a directory entry is outside input that
 * may name any of them. A listing's own scheme vouches for nothing either, since the listing is
 * that same input. A wallet missing here is still reached through its `https:` link or the QR
 * code; adding it is one line.
 */
export const WALLET_SCHEMES: readonly string[] = [
  'argent',
  'backpack',
  'bitkeep',
  'bnc',
  'cbwallet',
  'dfw',
  'exodus',
  'imtokenv2',
  'keplrwallet',
  'ledgerlive',
  'metamask',
  'novawallet',
  'okex',
  'okx',
  'oneinch',
  'phantom',
  'rabby',
  'rainbow',
  'safe',
  'safepalwallet',
  'solflare',
  'subwallet',
  'tpoutside',
  'trust',
  'uniswap',
  'wc',
  'xverse',
  'zengo',
  'zerion',
]
// Android's `intent:` syntax names the scheme to open in `;scheme=…;`: a link carrying that
// anywhere (also percent-encoded) is re-targeting, not a wallet's own link.
const SCHEME_RETARGET = /scheme=/i

/**
 * Whether `url` (parsed) is a wallet scheme link: its parsed `protocol` (which the parser
 * lower-cases) is one of {@link WALLET_SCHEMES}, and its parsed `href`, also percent-decoded,
 * holds no `scheme=` (no re-targeting to another scheme) and decodes at all.
 */
function isWalletScheme(url: URL): boolean {
  const { protocol, href } = url
  if (!WALLET_SCHEMES.includes(protocol.slice(0, -1))) return false
  let decoded: string
  try {
    decoded = decodeURIComponent(href)
  } catch {
    return false
  }
  return !SCHEME_RETARGET.test(href) && !SCHEME_RETARGET.test(decoded)
}
const DATA_IMAGE = /^data:image\/([a-z0-9.+-]+)(;base64)?,/i

function parse(input: string): URL | undefined {
  try {
    return new URL(input)
  } catch {
    return undefined
  }
}

function checkDataImage(input: string, rule: ExternalUrlRule): string | undefined {
  const types = rule.dataImageTypes
  if (!types || types.length === 0) return undefined
  if (input.length > (rule.maxDataUriLength ?? 1_000_000)) return undefined
  // A data: image's payload may hold plain spaces (`data:image/svg+xml,<svg width="1">`); it is
  // only ever an `<img src>`, where no scheme runs script. Everything else above stays refused.
  if (WHITESPACE_OR_CONTROL.test(input.replaceAll(' ', ''))) return undefined
  const match = DATA_IMAGE.exec(input)
  if (!match?.[1] || !types.includes(match[1].toLowerCase())) return undefined
  if (
    rule.dataBase64Only &&
    (!match[2] || !/^[A-Za-z0-9+/]*={0,2}$/.test(input.slice(match[0].length)))
  )
    return undefined
  const parsed = parse(input)
  return parsed?.protocol === 'data:' ? parsed.href : undefined
}

/**
 * Returns the parsed `href` of an outside URL when `rule` accepts it, otherwise `undefined`.
 * Always accepted: `https:` URLs without credentials (on `rule.allowedOrigins` when given).
 * By rule: `http:` on `rule.httpOrigin`, `data:image/…` of listed types, and with
 * `rule.walletSchemes` the schemes of {@link WALLET_SCHEMES}: an allow list decided on the parsed
 * URL (so `search-ms:`, `steam:`, `vscode:`, `intent://…;scheme=…;end` fail).
 * Never: anything holding whitespace or control characters, `javascript:`, `data:` (other than
 * listed images), `vbscript:`, `file:`, `blob:`, `about:`, other `http:`, relative URLs.
 *
 * @example
 * checkExternalUrl('https://wallet.example/app') // 'https://wallet.example/app'
 * checkExternalUrl('\tjava\nscript:alert(1)', { walletSchemes: true }) // undefined
 * checkExternalUrl('rainbow://', { walletSchemes: true }) // 'rainbow://'
 */
export function checkExternalUrl(input: unknown, rule: ExternalUrlRule = {}): string | undefined {
  if (typeof input !== 'string' || input.length === 0) return undefined
  if (/^data:/i.test(input)) return checkDataImage(input, rule)
  if (input.length > MAX_EXTERNAL_URL_LENGTH || WHITESPACE_OR_CONTROL.test(input)) return undefined
  const parsed = parse(input)
  if (!parsed) return undefined
  const { protocol } = parsed
  if (protocol === 'https:' || protocol === 'http:') {
    if (parsed.username || parsed.password) return undefined
    if (protocol === 'http:' && (!rule.httpOrigin || parsed.origin !== rule.httpOrigin))
      return undefined
    if (
      protocol === 'https:' &&
      rule.allowedOrigins &&
      !rule.allowedOrigins.includes(parsed.origin)
    )
      return undefined
    return parsed.href
  }
  return rule.walletSchemes && isWalletScheme(parsed) ? parsed.href : undefined
}

/**
 * A link a user may open (wallet directory mobile/desktop/web links and homepages, WalletConnect
 * metadata `url`): `https:` or a listed wallet's scheme ({@link WALLET_SCHEMES}), as its parsed
 * `href`.
 *
 * @example
 * safeLinkUrl('JavaScript:alert(1)') // undefined
 */
export function safeLinkUrl(input: unknown): string | undefined {
  return checkExternalUrl(input, { walletSchemes: true })
}

/** Image types an icon from outside may have as a `data:` URI (rendered through `<img>` only). */
export const DATA_IMAGE_TYPES: readonly string[] = ['png', 'jpeg', 'gif', 'webp', 'svg+xml']

/**
 * An image URL from outside (token, NFT and wallet icons, avatars): `https:`, `http:` on the data
 * API's own origin, or a `data:image/…` of {@link DATA_IMAGE_TYPES}, as its parsed `href`.
 *
 * @example
 * safeImageUrl('http://127.0.0.1:8787/v1/icons/usdc.svg', 'http://127.0.0.1:8787') // same URL
 * safeImageUrl('http://example.com/a.png', 'http://127.0.0.1:8787') // undefined
 */
export function safeImageUrl(input: unknown, dataApiOrigin?: string): string | undefined {
  return checkExternalUrl(input, { httpOrigin: dataApiOrigin, dataImageTypes: DATA_IMAGE_TYPES })
}
