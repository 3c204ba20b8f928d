import { describe, expect, it } from 'vitest'
import { sanitizeDisplayText } from './display-text.js'

describe('sanitizeDisplayText', () => {
  it.each([
    ['right-to-left override', 'Wallet\u202eksaMateM', 'WalletksaMateM'],
    ['left-to-right override', '\u202dMetaMask\u202c', 'MetaMask'],
    ['isolates', '\u2066Meta\u2069\u2067Mask\u2069', 'MetaMask'],
    ['marks', 'Meta\u200eMask\u200f', 'MetaMask'],
    ['arabic letter mark', 'Meta\u061cMask', 'MetaMask'],
    ['zero-width space', 'Meta\u200bMask', 'MetaMask'],
    ['zero-width non-joiner', 'Meta\u200cMask', 'MetaMask'],
    ['stray zero-width joiner', 'Meta\u200dMask', 'MetaMask'],
    ['word joiner', 'Meta\u2060Mask', 'MetaMask'],
    ['BOM', '\ufeffMetaMask', 'MetaMask'],
    ['soft hyphen', 'Meta\u00adMask', 'MetaMask'],
    ['hangul filler', 'MetaMask\u3164', 'MetaMask'],
    ['control characters', 'Meta\u0000Mask\u0085', 'MetaMask'],
    ['newlines and tabs', 'Meta\n\tMask', 'Meta Mask'],
    ['line separator', 'Meta\u2028Mask', 'MetaMask'],
    ['odd spaces', '  Meta\u00a0\u3000Mask  ', 'Meta Mask'],
  ])('drops %s', (_, raw, expected) => {
    expect(sanitizeDisplayText(raw)).toBe(expected)
  })

  it('keeps emoji joined by ZWJ, and right-to-left scripts', () => {
    expect(sanitizeDisplayText('Family 👨‍👩‍👧')).toBe('Family 👨‍👩‍👧')
    expect(sanitizeDisplayText('محفظة')).toBe('محفظة')
  })

  it('normalises to NFC, so look-alike sequences compare equal', () => {
    expect(sanitizeDisplayText('Cafe\u0301')).toBe('Café')
  })

  it('cuts to the limit without splitting a grapheme', () => {
    expect(sanitizeDisplayText('👨‍👩‍👧👨‍👩‍👧', 1)).toBe('👨‍👩‍👧')
    expect(sanitizeDisplayText('x'.repeat(10_000)).length).toBe(256)
  })

  it('counts graphemes, not UTF-16 units, at the limit (short texts skip the segmenter)', () => {
    // 3 graphemes in 10 units: over the limit in units, within it in graphemes.
    expect(sanitizeDisplayText('👨‍👩‍👧ab', 3)).toBe('👨‍👩‍👧ab')
    expect(sanitizeDisplayText('abc', 3)).toBe('abc')
    expect(sanitizeDisplayText('abcd', 3)).toBe('abc')
  })

  it('gives an empty string when nothing visible is left, or for non-strings', () => {
    expect(sanitizeDisplayText('\u202e\u200b ')).toBe('')
    expect(sanitizeDisplayText(undefined)).toBe('')
    expect(sanitizeDisplayText({ toString: () => 'x' })).toBe('')
  })
})
