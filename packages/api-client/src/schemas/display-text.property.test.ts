import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { hostileJson, hostileString } from '../../../../scripts/fuzz/arbitraries.js'
import { checkProperty } from '../../../../scripts/fuzz/property-runs.js'
import { sanitizeDisplayText } from './display-text.js'

// Bidi controls, zero-width and invisible characters, controls: never in a shown name.
const NEVER_SHOWN =
  /[\p{Cc}\u00ad\u061c\u180e\u200b\u200c\u200e\u200f\u2028-\u202e\u2060-\u2064\u2066-\u206f\ufeff]/u

const text = fc.oneof(
  hostileString(),
  fc.string({ unit: 'grapheme', maxLength: 300 }),
  fc
    .array(
      fc.constantFrom(
        'Meta',
        'Mask',
        '\u200b',
        '\u202e',
        '\u200d',
        '👨',
        '👩',
        '\u00a0',
        ' ',
        '\t',
        'e\u0301',
      ),
      {
        maxLength: 30,
      },
    )
    .map((parts) => parts.join('')),
)

describe('display text from outside (properties)', () => {
  it('the cleaned text holds no control, bidi or invisible character, no edge or double spaces, at most max graphemes, and cleaning it again changes nothing', () => {
    checkProperty(
      'sanitizeDisplayText',
      fc.property(fc.oneof(text, hostileJson()), fc.integer({ min: 1, max: 300 }), (raw, max) => {
        const shown = sanitizeDisplayText(raw, max)
        expect(shown).not.toMatch(NEVER_SHOWN)
        expect(shown).toBe(shown.trim())
        expect(shown).not.toMatch(/\s{2}/)
        expect([...new Intl.Segmenter().segment(shown)].length).toBeLessThanOrEqual(max)
        expect(sanitizeDisplayText(shown, max)).toBe(shown)
        if (typeof raw !== 'string') expect(shown).toBe('')
      }),
    )
  })

  it('a text cut just after a space ends without it (shrunk counterexample: "éMeta Meta" cut to 6 kept a trailing space)', () => {
    expect(sanitizeDisplayText('e\u0301Meta Meta', 6)).toBe('éMeta')
    expect(sanitizeDisplayText('Meta Mask', 5)).toBe('Meta')
  })

  it('a control character between two spaces leaves one space (shrunk counterexample: ":\\r\\0\\t:" kept two)', () => {
    expect(sanitizeDisplayText(':\r\u0000\t:', 4)).toBe(': :')
  })
})
