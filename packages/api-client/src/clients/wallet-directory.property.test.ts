import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { hostileJson, hostileString } from '../../../../scripts/fuzz/arbitraries.js'
import {
  checkAsyncProperty,
  DEFAULT_PROPERTY_RUNS,
  propertyParameters,
} from '../../../../scripts/fuzz/property-runs.js'
import { ApiResponseError } from '../errors.js'
import { safeLinkUrl } from '../schemas/external-url.js'
import { sanitizeImageUrl } from '../schemas/image-url.js'
import {
  answeringServer,
  expectSanitised,
  mostly,
  nameish,
  urlish,
} from './answer-properties.test-helper.js'
import { createWalletDirectoryClient } from './wallet-directory.js'

const server = answeringServer()

const optionalField = <T>(arbitrary: fc.Arbitrary<T>) =>
  fc.option(mostly(arbitrary), { nil: undefined, freq: 3 })

/** Listing entries near the schema (each field valid, hostile, or of another type) or any JSON. */
const entry = mostly(
  fc.record(
    {
      id: fc.oneof(
        { weight: 4, arbitrary: fc.stringMatching(/^[-_.a-zA-Z0-9]{1,20}$/) },
        { weight: 1, arbitrary: fc.constantFrom('a', 'b') },
        { weight: 1, arbitrary: hostileString() },
      ),
      name: nameish,
      image_url: optionalField(urlish),
      homepage: optionalField(fc.oneof(urlish, fc.constant(null))),
      mobile_link: optionalField(fc.oneof(urlish, fc.constant(null))),
      desktop_link: optionalField(urlish),
      webapp_link: optionalField(urlish),
      chains: optionalField(fc.array(fc.constantFrom('eip155:1', 'solana:x', 'EIP155:1', ''))),
      badge_type: optionalField(fc.constantFrom('certified', 'none', 'gold')),
    },
    { requiredKeys: ['id', 'name'] },
  ),
)
const directoryBody = fc.oneof(
  {
    weight: 4,
    arbitrary: fc
      .record({ count: mostly(fc.nat()), data: fc.array(entry, { maxLength: 6 }) })
      .map((b) => JSON.stringify(b)),
  },
  {
    weight: 1,
    arbitrary: fc.array(entry, { maxLength: 4 }).map((wallets) => JSON.stringify({ wallets })),
  },
  { weight: 1, arbitrary: hostileJson().map((value) => JSON.stringify(value) ?? '') },
  { weight: 1, arbitrary: hostileString() },
)

describe('wallet directory responses (properties, over real HTTP)', () => {
  it('a directory answer is refused with ApiResponseError or gives unique, valid entries with sanitised names and only safe URLs', async () => {
    const directory = createWalletDirectoryClient({ baseUrl: server.url })
    const policy = { allowedOrigins: [server.url], maxDataUriLength: undefined }
    let entriesKept = 0
    await checkAsyncProperty(
      'wallet directory response',
      fc.asyncProperty(directoryBody, async (text) => {
        server.answer(text)
        let result: Awaited<ReturnType<typeof directory.getWallets>>
        try {
          result = await directory.getWallets()
        } catch (error) {
          expect(error).toBeInstanceOf(ApiResponseError)
          return
        }
        expect(new Set(result.data.map((e) => e.id)).size).toBe(result.data.length)
        entriesKept += result.data.length
        for (const e of result.data) {
          expect(e.id).toMatch(/^[-_.a-zA-Z0-9]{1,128}$/)
          expect(e.name).not.toBe('')
          expectSanitised(e.name, 128)
          if (e.image_url !== undefined)
            expect(sanitizeImageUrl(e.image_url, policy)).toBe(e.image_url)
          for (const link of [e.homepage, e.mobile_link, e.desktop_link, e.webapp_link])
            if (link !== undefined && link !== null) expect(safeLinkUrl(link)).toBe(link)
        }
      }),
    )
    // At the default count or more, the generator reaches the accepting path too, not only
    // refusals (a one-run fuzz setting may not).
    if (propertyParameters().numRuns >= DEFAULT_PROPERTY_RUNS)
      expect(entriesKept).toBeGreaterThan(0)
  })
})
