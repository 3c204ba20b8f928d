import { describe, expect, it } from 'vitest'
import { InvalidSendInputError } from '../errors/app-kit-errors.js'
import {
  amountProblem,
  formatUnits,
  parseAmount,
  parseUnits,
  truncateAmount,
} from './parse-units.js'

describe('parseAmount: the one amount parser of the send flow', () => {
  it('"1.50" on a 1-decimal token is 15 units: trailing zeros are not precision', () => {
    expect(parseAmount('1.50', 1)).toEqual({ ok: true, value: 15n })
    expect(parseAmount('1.5000000', 1)).toEqual({ ok: true, value: 15n })
    expect(parseAmount('2.000', 0)).toEqual({ ok: true, value: 2n })
    expect(amountProblem('1.50', 1)).toBeUndefined()
  })

  it('converts plain decimals, with a leading or trailing dot', () => {
    expect(parseAmount('1', 18)).toEqual({ ok: true, value: 10n ** 18n })
    expect(parseAmount('0.000001', 6)).toEqual({ ok: true, value: 1n })
    expect(parseAmount('.5', 1)).toEqual({ ok: true, value: 5n })
    expect(parseAmount('5.', 2)).toEqual({ ok: true, value: 500n })
    expect(parseAmount('007.25', 2)).toEqual({ ok: true, value: 725n })
  })

  it('ignores surrounding whitespace, refuses whitespace inside', () => {
    expect(parseAmount('  1.5\t\n', 6)).toEqual({ ok: true, value: 1_500_000n })
    expect(parseAmount('1 000', 6)).toEqual({ ok: false, problem: 'invalid' })
    expect(parseAmount('1. 5', 6)).toEqual({ ok: false, problem: 'invalid' })
  })

  it('refuses more significant places than the token has', () => {
    expect(parseAmount('0.0000001', 6)).toEqual({ ok: false, problem: 'too-many-decimals' })
    expect(parseAmount('1.05', 1)).toEqual({ ok: false, problem: 'too-many-decimals' })
    expect(parseAmount('0.1', 0)).toEqual({ ok: false, problem: 'too-many-decimals' })
  })

  it('refuses signs, exponents, locale separators and non-ASCII digits', () => {
    for (const bad of [
      '',
      ' ',
      '.',
      '-1',
      '+1',
      '-0.5',
      '1e3',
      '1E-3',
      '0x10',
      'Infinity',
      'NaN',
      '1,5',
      '1,000.5',
      '1.000,5',
      '1_000',
      '1.2.3',
      'abc',
      '١٢',
      '１',
    ]) {
      expect(parseAmount(bad, 18), JSON.stringify(bad)).toEqual({ ok: false, problem: 'invalid' })
    }
  })

  it('refuses decimals it cannot convert with (negative, fractional, above 77)', () => {
    for (const decimals of [-1, 1.5, 78, Number.NaN]) {
      expect(parseAmount('1', decimals)).toEqual({ ok: false, problem: 'invalid' })
    }
    expect(parseAmount('1', 77)).toEqual({ ok: true, value: 10n ** 77n })
  })
})

describe('parseUnits', () => {
  it('returns the value parseAmount reads', () => {
    expect(parseUnits('2.50', 1)).toBe(25n)
    expect(parseUnits('1.25', 6)).toBe(1_250_000n)
  })
  it('throws InvalidSendInputError for what parseAmount refuses', () => {
    for (const bad of ['', '-1', '1e3', '1,5']) {
      expect(() => parseUnits(bad, 18), bad).toThrow(InvalidSendInputError)
    }
    expect(() => parseUnits('0.0000001', 6)).toThrow(InvalidSendInputError)
  })
})

describe('amountProblem', () => {
  it('flags zero, too many decimals and amounts above the balance', () => {
    expect(amountProblem('0.0', 6, '12.5')).toBe('zero')
    expect(amountProblem('0.0000001', 6, '12.5')).toBe('too-many-decimals')
    expect(amountProblem('12.500001', 6, '12.5')).toBe('exceeds-balance')
    expect(amountProblem('12.5', 6, '12.5')).toBeUndefined()
    expect(amountProblem('abc', 6, '12.5')).toBe('invalid')
  })
  it('cuts a balance with more places than the token (never rounds it up)', () => {
    expect(amountProblem('1.2345', 4, '1.23456789')).toBeUndefined()
    expect(amountProblem('1.2346', 4, '1.23456789')).toBe('exceeds-balance')
  })
  it('skips the balance check when the balance is unknown or unreadable', () => {
    expect(amountProblem('1000', 6)).toBeUndefined()
    expect(amountProblem('1000', 6, 'n/a')).toBeUndefined()
  })
})

describe('truncateAmount', () => {
  it('cuts to the token decimals without trailing zeros', () => {
    expect(truncateAmount('1.23456789', 4)).toBe('1.2345')
    expect(truncateAmount('12.5000001', 6)).toBe('12.5')
    expect(truncateAmount('3.000', 2)).toBe('3')
    expect(truncateAmount('.5', 0)).toBe('0')
  })
})

describe('formatUnits', () => {
  it('is the exact inverse of parseAmount', () => {
    expect(formatUnits(210_000_000_000_000n, 18)).toBe('0.00021')
    expect(formatUnits(15n, 1)).toBe('1.5')
    expect(formatUnits(3n, 0)).toBe('3')
    expect(formatUnits(10n ** 30n + 1n, 18)).toBe('1000000000000.000000000000000001')
    for (const text of ['0.000001', '12.5', '7']) {
      const parsed = parseAmount(text, 6)
      expect(parsed.ok && formatUnits(parsed.value, 6)).toBe(text)
    }
  })
})
