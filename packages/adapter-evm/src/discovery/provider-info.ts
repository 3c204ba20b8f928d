/**
 * Validation of EIP-6963 announcements. Everything in an announcement is self-attested and
 * untrusted: we copy only the four known keys, check each, and never keep a reference to the
 * wallet's object (it may be mutated or carry `__proto__` keys).
 */

/** A checked EIP-6963 `info` object. `icon` is undefined when the wallet's icon was refused. */
export interface ProviderInfo {
  uuid: string
  name: string
  icon: string | undefined
  rdns: string
}

/** Longest wallet name kept, in graphemes (longer names are cut). */
export const MAX_NAME_GRAPHEMES = 64
/** Largest icon accepted (characters of the data URI); larger icons fall back to a placeholder. */
export const MAX_ICON_LENGTH = 1_000_000
/** Longest rdns accepted (RFC 1034 names are at most 253 characters). */
export const MAX_RDNS_LENGTH = 253

const UUID_V4 = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/i
const RDNS_LABEL = '[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?'
const RDNS = new RegExp(`^${RDNS_LABEL}(?:\\.${RDNS_LABEL})+$`, 'i')
const ICON_DATA_URI = /^data:image\/(?:png|jpeg|gif|webp|svg\+xml)(?:;base64)?,/i
// Bidi marks/embeddings/overrides/isolates, zero-width characters, BOM and other invisible format
// chars. The zero-width joiner is kept only inside emoji sequences (👨‍👩‍👧).
const INVISIBLE = /[\u200b\u200c\u200e\u200f\u202a-\u202e\u2060-\u2064\u2066-\u2069\ufeff\u00ad]/g
const STRAY_JOINER =
  /(?<!\p{Extended_Pictographic}\ufe0f?)\u200d|\u200d(?!\p{Extended_Pictographic})/gu
// C0/C1 control characters.
const CONTROL = /\p{Cc}/gu

function readOwnString(object: object, key: string): string | undefined {
  if (!Object.hasOwn(object, key)) return undefined
  const value = (object as Record<string, unknown>)[key]
  return typeof value === 'string' ? value : undefined
}

/** Cuts `text` to at most `max` graphemes without splitting one. */
function truncateGraphemes(text: string, max: number): string {
  const Segmenter = (Intl as { Segmenter?: typeof Intl.Segmenter }).Segmenter
  if (!Segmenter) return Array.from(text).slice(0, max).join('')
  let result = ''
  let count = 0
  for (const { segment } of new Segmenter(undefined, { granularity: 'grapheme' }).segment(text)) {
    if (count === max) break
    result += segment
    count++
  }
  return result
}

/**
 * Makes a wallet-supplied name safe to show as text: NFC-normalised, without bidi controls,
 * zero-width or control characters, trimmed and cut to {@link MAX_NAME_GRAPHEMES} graphemes.
 * Returns `undefined` when nothing visible is left.
 *
 * @example
 * cleanWalletName('Meta\u200bMask') // 'MetaMask'
 */
export function cleanWalletName(raw: string): string | undefined {
  // Only the head of a huge name can survive truncation; don't normalise megabytes.
  const head = raw.slice(0, MAX_NAME_GRAPHEMES * 16)
  const cleaned = head
    .normalize('NFC')
    .replace(INVISIBLE, '')
    .replace(STRAY_JOINER, '')
    .replace(CONTROL, '')
    .trim()
  if (cleaned.length === 0) return undefined
  return truncateGraphemes(cleaned, MAX_NAME_GRAPHEMES)
}

/**
 * Accepts an icon only as an image data URI of an allowed type (png, jpeg, gif, webp, svg),
 * no larger than {@link MAX_ICON_LENGTH}. Remote URLs are refused: EIP-6963 requires data URIs and
 * a remote icon would leak the visitor's IP. SVG icons must be rendered through `<img>` only.
 */
export function checkWalletIcon(raw: string): string | undefined {
  if (raw.length > MAX_ICON_LENGTH) return undefined
  return ICON_DATA_URI.test(raw) ? raw : undefined
}

/** True for an RFC 1034 domain name (the reverse-DNS id of EIP-6963). */
export function isValidRdns(raw: string): boolean {
  return raw.length <= MAX_RDNS_LENGTH && RDNS.test(raw)
}

/**
 * Checks an untrusted EIP-6963 `info` value. Returns a fresh object holding only the four known
 * keys, or `undefined` when the announcement must be ignored (missing or mistyped fields, a uuid
 * that is not v4, an rdns that is not a domain, no visible name). A refused icon does not refuse
 * the wallet: it is listed with a placeholder.
 *
 * @example
 * parseProviderInfo({ uuid: 'not-a-uuid', name: 'x', icon: 'data:,', rdns: 'a.b' }) // undefined
 */
export function parseProviderInfo(info: unknown): ProviderInfo | undefined {
  if (info === null || typeof info !== 'object') return undefined
  const uuid = readOwnString(info, 'uuid')
  const rawName = readOwnString(info, 'name')
  const rawIcon = readOwnString(info, 'icon')
  const rdns = readOwnString(info, 'rdns')
  if (uuid === undefined || rawName === undefined || rawIcon === undefined || rdns === undefined)
    return undefined
  if (!UUID_V4.test(uuid)) return undefined
  if (!isValidRdns(rdns)) return undefined
  const name = cleanWalletName(rawName)
  if (name === undefined) return undefined
  return {
    uuid: uuid.toLowerCase(),
    name,
    icon: checkWalletIcon(rawIcon),
    rdns: rdns.toLowerCase(),
  }
}
