/**
 * Image URL policy (adversarial vectors "event-handler-attr", "tracking-icon", "huge-icon-or-svg-bomb"):
 * an image URL from a response is kept only when it is
 * - an `https:` URL whose origin is on the allowlist (the API's own origin plus configured CDNs), or
 *   an `http:` URL of the API's own origin (a local self-hosted server), or
 * - a `data:image/png|jpeg|webp;base64,` URI of at most `maxDataUriLength` characters.
 * Everything else (SVG data URIs, other hosts, `javascript:`, attribute-breaking strings) is dropped
 * and the UI shows its placeholder. Images are only ever rendered through `<img src>`.
 */
export interface ImageUrlPolicy {
  /** Origins (`https://cdn.example.org`) images may load from. */
  allowedOrigins: readonly string[]
  /** Longest accepted `data:` URI in characters (default 65 536). */
  maxDataUriLength?: number
}

const DATA_IMAGE = /^data:image\/(png|jpeg|webp);base64,[A-Za-z0-9+/]+={0,2}$/

/** Returns `url` when the policy accepts it, otherwise `undefined`. */
export function sanitizeImageUrl(
  url: string | undefined,
  policy: ImageUrlPolicy,
): string | undefined {
  if (!url) return undefined
  if (url.startsWith('data:')) {
    if (url.length > (policy.maxDataUriLength ?? 65_536)) return undefined
    return DATA_IMAGE.test(url) ? url : undefined
  }
  let parsed: URL
  try {
    parsed = new URL(url)
  } catch {
    return undefined
  }
  if (parsed.username || parsed.password) return undefined
  if (!policy.allowedOrigins.includes(parsed.origin)) return undefined
  if (parsed.protocol === 'https:') return parsed.toString()
  if (parsed.protocol === 'http:' && policy.allowedOrigins[0] === parsed.origin)
    return parsed.toString()
  return undefined
}

const UNSAFE_LINK = /^\s*(javascript|data|vbscript|file|blob):/i

/** Drops links with a script-capable or local scheme; keeps https and wallet deep-link schemes. */
export function sanitizeLink(link: string | null | undefined): string | null {
  if (!link) return null
  if (UNSAFE_LINK.test(link)) return null
  try {
    new URL(link)
  } catch {
    return null
  }
  return link
}
