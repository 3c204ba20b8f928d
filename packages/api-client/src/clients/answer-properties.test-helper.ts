import fc from 'fast-check'
import { afterAll, beforeAll, expect } from 'vitest'
import { hostileJson, hostileString } from '../../../../scripts/fuzz/arbitraries.js'
import {
  DEFAULT_PROPERTY_RUNS,
  propertyParameters,
} from '../../../../scripts/fuzz/property-runs.js'
import { ApiResponseError } from '../errors.js'
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

/** An optional field: absent one time in four, otherwise mostly of the given kind. */
export const optionalField = <T>(arbitrary: fc.Arbitrary<T>) =>
  fc.option(mostly(arbitrary), { nil: undefined, freq: 3 })

/** A response body: mostly the JSON of `answer`, sometimes any JSON or not JSON at all. */
export const answerBody = (answer: fc.Arbitrary<unknown>) =>
  fc.oneof(
    { weight: 4, arbitrary: answer.map((value) => JSON.stringify(value)) },
    { weight: 1, arbitrary: hostileJson().map((value) => JSON.stringify(value) ?? '') },
    { weight: 1, arbitrary: hostileString() },
  )

/** Runs `call`; a refusal must be an ApiResponseError (then `undefined`), nothing else. */
export async function parsedOrRefused<T>(call: () => Promise<T>): Promise<T | undefined> {
  try {
    return await call()
  } catch (error) {
    expect(error).toBeInstanceOf(ApiResponseError)
    return undefined
  }
}

/**
 * At the default count or more, a generator reaches the accepting path too, not only refusals
 * (a one-run fuzz setting may not): `kept` answers got through.
 */
export function expectSomeKept(kept: number) {
  if (propertyParameters().numRuns >= DEFAULT_PROPERTY_RUNS) expect(kept).toBeGreaterThan(0)
}
