import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { hostileString, mutatedString } from '../../../../scripts/fuzz/arbitraries.js'
import { checkProperty } from '../../../../scripts/fuzz/property-runs.js'
import { DATA_IMAGE_TYPES, safeImageUrl, safeLinkUrl, WALLET_SCHEMES } from './external-url.js'
import { HOSTILE_URL_SPELLINGS } from './hostile-url-spellings.test-helper.js'
import { sanitizeImageUrl } from './image-url.js'

const API_ORIGIN = 'http://127.0.0.1:8787'
const CDN_ORIGIN = 'https://cdn.example.org'

/** Scheme spellings: refused ones, allowed ones, in mixed case, split by tricky characters. */
const scheme = fc
  .tuple(
    fc.constantFrom(
      'javascript',
      'vbscript',
      'data',
      'file',
      'blob',
      'about',
      'intent',
      'http',
      'https',
      'steam',
      ...WALLET_SCHEMES,
    ),
    fc.array(fc.boolean(), { maxLength: 12 }),
  )
  .map(([name, upper]) =>
    [...name].map((char, i) => (upper[i] ? char.toUpperCase() : char)).join(''),
  )

const separator = fc.constantFrom(':', '://', ':/', ':\\\\', '\t:', ':%2F%2F', '://user:pw@')
const rest = fc.oneof(
  fc.webPath(),
  fc.constantFrom(
    'alert(1)',
    'wallet.example/app',
    '127.0.0.1:8787/v1/icons/a.png',
    'image/svg+xml,<svg onload=alert(1)>',
    'image/png;base64,iVBORw0KGgo=',
    '//wallet.example/#Intent;scheme=javascript;end',
    'cdn.example.org/a.png',
  ),
  hostileString(),
)

/** URL-shaped strings with hostile spellings, and one-character edits of known hostile URLs. */
const urlLike = fc.oneof(
  fc.tuple(hostileString(), scheme, separator, rest).map((parts) => parts.join('')),
  fc.tuple(scheme, separator, rest).map((parts) => parts.join('')),
  mutatedString(fc.constantFrom(...HOSTILE_URL_SPELLINGS)),
  fc.webUrl({ withQueryParameters: true, withFragments: true }),
  hostileString(),
)

const WHITESPACE_OR_CONTROL = /[\p{Cc}\p{Z}]/u

/** The parsed protocol of a URL the checker handed on (it must parse). */
function protocolOf(href: string): URL {
  const url = new URL(href)
  // What is handed on is the parser's own form: parsing it again changes nothing.
  expect(url.href).toBe(href)
  expect(href).not.toMatch(WHITESPACE_OR_CONTROL)
  return url
}

describe('outside URL checks (properties)', () => {
  it('safeLinkUrl returns only https: without credentials or a listed wallet scheme, as a stable parsed href', () => {
    checkProperty(
      'safeLinkUrl',
      fc.property(urlLike, (input) => {
        const out = safeLinkUrl(input)
        if (out === undefined) return
        const url = protocolOf(out)
        const scheme = url.protocol.slice(0, -1)
        expect(scheme === 'https' || WALLET_SCHEMES.includes(scheme)).toBe(true)
        if (scheme === 'https') expect(url.username + url.password).toBe('')
        // A wallet link never re-targets to another scheme (Android intent syntax).
        if (scheme !== 'https') expect(decodeURIComponent(out)).not.toMatch(/scheme=/i)
        expect(safeLinkUrl(out)).toBe(out)
      }),
    )
  })

  it('safeImageUrl returns only https:, http: on the data API origin, or a data:image of the listed types', () => {
    checkProperty(
      'safeImageUrl',
      fc.property(
        fc.oneof(
          urlLike,
          fc
            .constantFrom(...DATA_IMAGE_TYPES, 'html', 'svg', 'SVG+XML', 'x-icon')
            .chain((type) =>
              fc
                .tuple(fc.constantFrom('data:image/', 'DATA:Image/', 'data:text/'), rest)
                .map(([head, body]) => `${head}${type},${body}`),
            ),
        ),
        (input) => {
          const out = safeImageUrl(input, API_ORIGIN)
          if (out === undefined) return
          const url = new URL(out)
          expect(url.href).toBe(out)
          if (url.protocol === 'data:')
            expect(DATA_IMAGE_TYPES).toContain(
              /^data:image\/([^;,]+)/i.exec(out)?.[1]?.toLowerCase(),
            )
          else {
            expect(out).not.toMatch(WHITESPACE_OR_CONTROL)
            expect(['https:', 'http:']).toContain(url.protocol)
            if (url.protocol === 'http:') expect(url.origin).toBe(API_ORIGIN)
            expect(url.username + url.password).toBe('')
          }
        },
      ),
    )
  })

  it('the directory image policy returns only allowlisted origins or small base64 png/jpeg/webp data URIs', () => {
    checkProperty(
      'sanitizeImageUrl',
      fc.property(urlLike, (input) => {
        const out = sanitizeImageUrl(input, {
          allowedOrigins: [API_ORIGIN, CDN_ORIGIN],
          maxDataUriLength: 256,
        })
        if (out === undefined) return
        const url = new URL(out)
        if (url.protocol === 'data:') {
          expect(out).toMatch(/^data:image\/(png|jpeg|webp);base64,[A-Za-z0-9+/]*={0,2}$/i)
          expect(out.length).toBeLessThanOrEqual(256)
        } else expect([API_ORIGIN, CDN_ORIGIN]).toContain(url.origin)
      }),
    )
  })
})
