import fc from 'fast-check'
import { afterAll, beforeAll, expect } from 'vitest'
import { hostileJson, hostileString } from '../../../../scripts/fuzz/arbitraries.js'
import { sanitizeDisplayText } from '../schemas/display-text.js'
import { HOSTILE_URL_SPELLINGS } from '../schemas/hostile-url-spellings.test-helper.js'
import { startStubServer } from '../test/stub-server.js'

// What the property tests of the clients' answers share: a real HTTP server answering each run's
// generated body (the clients read it as from any upstream) and the generators of the fields.

/**
 * Starts (before the file's tests) a server answering every request with the last body set, and
 * stops it after them. `url` is read inside a test, once the server listens.
 */
export function answeringServer(): { readonly url: string; answer(body: string): void } {
  let body = ''
  let server: Awaited<ReturnType<typeof startStubServer>> | undefined
  beforeAll(async () => {
    server = await startStubServer((_request, response) => {
      response.writeHead(200, { 'content-type': 'application/json' })
      response.end(body)
    })
  })
  afterAll(() => server?.close())
  return {
    get url() {
      if (!server) throw new Error('the answering server is not started yet')
      return server.url
    },
    answer(next) {
      body = next
    },
  }
}

/** URL fields: web URLs, hostile spellings of disallowed ones, wallet schemes, any string. */
export const urlish = fc.oneof(
  fc.webUrl(),
  fc.constantFrom(...HOSTILE_URL_SPELLINGS),
  fc.constantFrom('rainbow://', 'metamask://wc?uri=x', 'data:image/png;base64,iVBORw0KGgo='),
  hostileString(),
)

/** Name fields: any graphemes, bidi and zero-width tricks, controls, any string. */
export const nameish = fc.oneof(
  fc.string({ unit: 'grapheme', maxLength: 40 }),
  fc.constantFrom('Wallet\u202eksaMateM', 'Meta\u200bMask', '\u0000\t \u00a0', '👨‍👩‍👧 W'),
  hostileString(),
)

/** Mostly the given kind of value, sometimes any JSON (a field of the wrong type). */
export const mostly = <T>(arbitrary: fc.Arbitrary<T>) =>
  fc.oneof({ arbitrary, weight: 8 }, { arbitrary: hostileJson(), weight: 1 })

/** A displayed text is what the sanitiser leaves: cleaning it again changes nothing. */
export function expectSanitised(value: string, max: number) {
  expect(sanitizeDisplayText(value, max)).toBe(value)
}
