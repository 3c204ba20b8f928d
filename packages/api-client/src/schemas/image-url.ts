import { checkExternalUrl, safeLinkUrl } from './external-url.js'

/**
 * Image URL policy of the wallet directory (adversarial vectors "event-handler-attr",
 * "tracking-icon", "huge-icon-or-svg-bomb"): an image URL from a response is kept only when it is
 * - an `https:` URL whose origin is on the allowlist (the API's own origin plus configured CDNs), or
 *   an `http:` URL of the API's own origin (a local self-hosted server), or
 * - a `data:image/png|jpeg|webp;base64,` URI of at most `maxDataUriLength` characters.
 * Everything else (SVG data URIs, other hosts, `javascript:`, attribute-breaking strings) is dropped
 * and the UI shows its placeholder. Images are only ever rendered through `<img src>`.
 */
export interface ImageUrlPolicy {
  /** Origins (`https://cdn.example.org`) images may load from; the first is the API's own. */
  allowedOrigins: readonly string[]
  /** Longest accepted `data:` URI in characters (default 65 536). */
  maxDataUriLength?: number
}

/** Returns the parsed URL when the policy accepts it, otherwise `undefined` (see `checkExternalUrl`). */
export function sanitizeImageUrl(
  url: string | undefined,
  policy: ImageUrlPolicy,
): string | undefined {
  return checkExternalUrl(url, {
    allowedOrigins: policy.allowedOrigins,
    httpOrigin: policy.allowedOrigins[0],
    dataImageTypes: ['png', 'jpeg', 'webp'],
    dataBase64Only: true,
    maxDataUriLength: policy.maxDataUriLength ?? 65_536,
  })
}

/**
 * A directory link (mobile, desktop, web app, homepage) as its parsed `href` when it is `https:`
 * or a plain wallet scheme (`safeLinkUrl`); `null` otherwise.
 */
export function sanitizeLink(link: string | null | undefined): string | null {
  return safeLinkUrl(link) ?? null
}
