import { checkExternalUrl, DATA_IMAGE_TYPES, sanitizeDisplayText } from '@portico/core/internal'

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

function readOwnString(object: object, key: string): string | undefined {
  if (!Object.hasOwn(object, key)) return undefined
  const value = (object as Record<string, unknown>)[key]
  return typeof value === 'string' ? value : undefined
}

/**
 * Makes a wallet-supplied name safe to show as text with core's shared `sanitizeDisplayText`
 * (NFC, no bidi controls, zero-width or control characters, trimmed), cut to
 * {@link MAX_NAME_GRAPHEMES} graphemes. Returns `undefined` when nothing visible is left.
 *
 * @example
 * cleanWalletName('Meta\u200bMask') // 'MetaMask'
 */
export function cleanWalletName(raw: string): string | undefined {
  return sanitizeDisplayText(raw, MAX_NAME_GRAPHEMES) || undefined
}

/**
 * Accepts an icon only as an image data URI of an allowed type (png, jpeg, gif, webp, svg),
 * no larger than {@link MAX_ICON_LENGTH}. Remote URLs are refused: EIP-6963 requires data URIs and
 * a remote icon would leak the visitor's IP. SVG icons must be rendered through `<img>` only.
 */
export function checkWalletIcon(raw: string): string | undefined {
  // The shared rule for outside URLs, restricted to data: images (no https, no wallet schemes).
  if (!/^data:/i.test(raw)) return undefined
  return checkExternalUrl(raw, {
    dataImageTypes: DATA_IMAGE_TYPES,
    maxDataUriLength: MAX_ICON_LENGTH,
  })
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
