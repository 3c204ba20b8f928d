import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { hostileJson, hostileString } from '../../../../scripts/fuzz/arbitraries.js'
import { checkProperty } from '../../../../scripts/fuzz/property-runs.js'
import {
  cleanWalletName,
  isValidRdns,
  MAX_NAME_GRAPHEMES,
  parseProviderInfo,
} from './provider-info.js'

const rdns = fc
  .array(fc.stringMatching(/^[a-z0-9](?:[a-z0-9-]{0,10}[a-z0-9])?$/), {
    minLength: 2,
    maxLength: 4,
  })
  .map((labels) => labels.join('.'))
const icon = fc.oneof(
  fc.constantFrom(
    'data:image/png;base64,iVBORw0KGgo=',
    'data:image/svg+xml,<svg xmlns="http://www.w3.org/2000/svg"/>',
    'https://wallet.example/icon.png',
    'javascript:alert(1)',
    'data:text/html,<script>alert(1)</script>',
  ),
  hostileString(),
)
const name = fc.oneof(
  fc.string({ unit: 'grapheme', minLength: 1, maxLength: 80 }),
  fc.constantFrom('Meta\u200bMask', 'Wallet\u202eksaMateM', ' \u00a0 '),
  hostileString(),
)
/** Announcements: each of the four keys valid, hostile, of another type or missing. */
const info = fc.oneof(
  fc.record(
    {
      uuid: fc.oneof(fc.uuid({ version: 4 }), fc.uuid(), hostileJson()),
      name: fc.oneof(name, hostileJson()),
      icon: fc.oneof(icon, hostileJson()),
      rdns: fc.oneof(
        rdns,
        rdns.map((r) => r.toUpperCase()),
        hostileString(),
        hostileJson(),
      ),
    },
    { requiredKeys: [] },
  ),
  hostileJson(),
)

describe('EIP-6963 announcements (properties)', () => {
  it('any info is ignored or gives a fresh object of the four keys: v4 uuid and domain rdns in lower case, a clean name, an image data URI or no icon', () => {
    checkProperty(
      'eip6963 provider info',
      fc.property(info, (value) => {
        const parsed = parseProviderInfo(value)
        if (parsed === undefined) return
        expect(Object.keys(parsed).sort()).toEqual(['icon', 'name', 'rdns', 'uuid'])
        expect(parsed).not.toBe(value)
        expect(parsed.uuid).toMatch(
          /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/,
        )
        expect(isValidRdns(parsed.rdns)).toBe(true)
        expect(parsed.rdns).toBe(parsed.rdns.toLowerCase())
        expect(cleanWalletName(parsed.name)).toBe(parsed.name)
        expect([...new Intl.Segmenter().segment(parsed.name)].length).toBeLessThanOrEqual(
          MAX_NAME_GRAPHEMES,
        )
        if (parsed.icon !== undefined) expect(new URL(parsed.icon).protocol).toBe('data:')
        if (parsed.icon !== undefined)
          expect(parsed.icon).toMatch(/^data:image\/(png|jpeg|gif|webp|svg\+xml)[;,]/i)
      }),
    )
  })

  it('a valid announcement is accepted with its uuid and rdns lower-cased', () => {
    checkProperty(
      'eip6963 valid announcements',
      fc.property(
        fc.uuid({ version: 4 }),
        rdns,
        fc.stringMatching(/^[A-Za-z][A-Za-z0-9 ]{0,30}[A-Za-z0-9]$/),
        (uuid, domain, label) => {
          const parsed = parseProviderInfo({
            uuid: uuid.toUpperCase(),
            name: label,
            icon: 'data:image/png;base64,iVBORw0KGgo=',
            rdns: domain,
          })
          expect(parsed).toEqual({
            uuid: uuid.toLowerCase(),
            name: label.replace(/ +/g, ' '),
            icon: 'data:image/png;base64,iVBORw0KGgo=',
            rdns: domain,
          })
        },
      ),
    )
  })
})
