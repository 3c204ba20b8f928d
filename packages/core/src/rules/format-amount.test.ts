import { describe, expect, it } from 'vitest'
import { formatAmount, formatUsd } from './format-amount.js'

describe('SPEC §5 "Balance display is truncated to 3 decimals. A zero balance shows as 0.000"', () => {
  it.each([
    ['1.23999', '1.239'],
    ['0.9999', '0.999'],
    ['1.5', '1.500'],
    ['42', '42.000'],
    ['0', '0.000'],
    ['0.0004', '0.000'],
    ['-0.0004', '0.000'],
    ['-1.23456', '-1.234'],
    ['00012.3', '12.300'],
    ['.5', '0.500'],
    ['123456789012345678901234567890.123456', '123456789012345678901234567890.123'],
    ['1e-7', '0.000'],
    ['2.5e3', '2500.000'],
  ])('%s shows %s', (input, expected) => {
    expect(formatAmount(input)).toBe(expected)
  })

  it('numbers and bigints too, never rounding up', () => {
    expect(formatAmount(0.9999999)).toBe('0.999')
    expect(formatAmount(1.0005)).toBe('1.000')
    expect(formatAmount(0)).toBe('0.000')
    expect(formatAmount(10n)).toBe('10.000')
  })

  it('unparseable or missing input shows zero', () => {
    expect(formatAmount(undefined)).toBe('0.000')
    expect(formatAmount(null)).toBe('0.000')
    expect(formatAmount('abc')).toBe('0.000')
    expect(formatAmount(Number.NaN)).toBe('0.000')
    expect(formatAmount('1.2.3')).toBe('0.000')
  })

  it('other decimal counts', () => {
    expect(formatAmount('1.23456', 2)).toBe('1.23')
    expect(formatAmount('1.9', 0)).toBe('1')
  })
})

describe('SPEC §2 "USD shows 2" decimals', () => {
  it('formats dollars with 2 decimals (rounded to the cent)', () => {
    expect(formatUsd(1234.567)).toBe('$1,234.57')
    expect(formatUsd('0.1')).toBe('$0.10')
    expect(formatUsd(0)).toBe('$0.00')
    expect(formatUsd('nope')).toBe('$0.00')
    expect(formatUsd(undefined)).toBe('$0.00')
    expect(formatUsd(-0.001)).toBe('$0.00')
  })
})

describe('amounts and USD written by Intl for a locale, the spec rules kept', () => {
  it('keeps 3 truncated decimals in every locale', () => {
    expect(formatAmount('1234.56789', 3, 'en')).toBe('1,234.567')
    expect(formatAmount('1234.56789', 3, 'de')).toBe('1.234,567')
    expect(formatAmount('0', 3, 'fr')).toBe('0,000')
    expect(formatAmount('-0.0004', 3, 'de')).toBe('0,000')
    expect(formatAmount('-1.9999', 3, 'en')).toBe('-1.999')
  })

  it('does not lose digits of amounts beyond a float', () => {
    expect(formatAmount('123456789012345678901.123456', 3, 'en')).toBe(
      '123,456,789,012,345,678,901.123',
    )
  })

  it('writes USD with 2 decimals for the locale', () => {
    expect(formatUsd(1234.567, 'en')).toBe('$1,234.57')
    expect(formatUsd(1234.567, 'de')).toBe('1.234,57\u00a0$')
    expect(formatUsd(-0.001, 'fr')).toBe('0,00\u00a0$US')
  })
})
