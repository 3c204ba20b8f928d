const DATA_IMAGE = /^data:image\/(png|jpeg|gif|webp|svg\+xml)[;,]/i

/** The origin of the data API's base URL (`kit.options.apiUrl`), when it is http(s). */
export function dataApiOrigin(apiUrl: string | undefined): string | undefined {
  if (!apiUrl) return undefined
  try {
    const url = new URL(apiUrl)
    return url.protocol === 'https:' || url.protocol === 'http:' ? url.origin : undefined
  } catch {
    return undefined
  }
}

/**
 * Whether an image URL from a wallet or the API may be rendered: `https:` URLs, `data:` images of
 * the allowed types (png, jpeg, gif, webp, svg+xml), and plain `http:` URLs only on
 * `apiOrigin`, the configured data API's own origin (a self-hosted API served over http, whose
 * directory hands out icons of its own origin only). Everything else (other http origins,
 * javascript:, blob:, other data types, relative paths) is refused.
 *
 * @example
 * isSafeImageUrl('http://127.0.0.1:8787/v1/icons/usdc.svg', 'http://127.0.0.1:8787') // true
 * isSafeImageUrl('http://example.com/a.png', 'http://127.0.0.1:8787') // false
 */
export function isSafeImageUrl(url: unknown, apiOrigin?: string): url is string {
  if (typeof url !== 'string' || url.length === 0) return false
  if (DATA_IMAGE.test(url)) return true
  // The URL parser forgives leading spaces and odd casing; the raw string must be plain https
  // (or plain http on the data API's origin).
  const https = url.startsWith('https://')
  if (!https && !(apiOrigin?.startsWith('http://') && url.startsWith('http://'))) return false
  try {
    const parsed = new URL(url)
    if (parsed.protocol === 'https:') return https
    return parsed.protocol === 'http:' && parsed.origin === apiOrigin
  } catch {
    return false
  }
}
