import { dataApiOriginOf, safeImageUrl } from '@portico/core/internal'

/** The origin of the data API's base URL (`kit.options.apiUrl`), when it is http(s). */
export const dataApiOrigin: (apiUrl: string | undefined) => string | undefined = dataApiOriginOf

/**
 * Whether an image URL from a wallet or the API may be rendered: core's shared `safeImageUrl`
 * rule (`https:`, `data:` images of the allowed types, plain `http:` only on `apiOrigin`, nothing
 * holding whitespace or control characters). Render {@link safeImageSrc}'s result, the parsed URL.
 *
 * @example
 * isSafeImageUrl('http://127.0.0.1:8787/v1/icons/usdc.svg', 'http://127.0.0.1:8787') // true
 * isSafeImageUrl('http://example.com/a.png', 'http://127.0.0.1:8787') // false
 */
export function isSafeImageUrl(url: unknown, apiOrigin?: string): url is string {
  return safeImageUrl(url, apiOrigin) !== undefined
}

/** The parsed URL to put in `<img src>`, or `undefined` when the rule refuses it. */
export function safeImageSrc(url: unknown, apiOrigin?: string): string | undefined {
  return safeImageUrl(url, apiOrigin)
}
