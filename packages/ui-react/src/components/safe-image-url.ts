const DATA_IMAGE = /^data:image\/(png|jpeg|gif|webp|svg\+xml)[;,]/i

/**
 * Whether an image URL from a wallet or the API may be rendered: `https:` URLs, or `data:` images
 * of the allowed types (png, jpeg, gif, webp, svg+xml). Everything else (http, javascript:,
 * blob:, other data types, relative paths) is refused.
 */
export function isSafeImageUrl(url: unknown): url is string {
  if (typeof url !== 'string' || url.length === 0) return false
  if (DATA_IMAGE.test(url)) return true
  // The URL parser forgives leading spaces and odd casing; the raw string must be plain https.
  if (!url.startsWith('https://')) return false
  try {
    return new URL(url).protocol === 'https:'
  } catch {
    return false
  }
}
