import type { TokenBalance } from '@portico/core'
import { describe, expect, it } from 'vitest'
import { amountProblem, toUnits } from './amount-validation.js'

const usdc: TokenBalance = {
  name: 'USD Coin',
  symbol: 'USDC',
  chainId: 'eip155:1',
  address: '0xa0b86991c6218b36c1d19d4a2e9eb0ce3606eb48',
  value: 12.5,
  price: 1,
  quantity: { decimals: '6', numeric: '12.5' },
  iconUrl: '',
}

describe('send amount validation', () => {
  it('converts a decimal to smallest units', () => {
    expect(toUnits('1.5', 6)).toBe(1_500_000n)
    expect(toUnits('.25', 2)).toBe(25n)
    expect(toUnits('3', 0)).toBe(3n)
    expect(toUnits('1.2345678', 6)).toBeUndefined()
    expect(toUnits('1e3', 6)).toBeUndefined()
  })

  it('accepts an amount within the balance and the token decimals', () => {
    expect(amountProblem('12.5', usdc)).toBeUndefined()
    expect(amountProblem('0.000001', usdc)).toBeUndefined()
  })

  it('flags more decimals than the token has', () => {
    expect(amountProblem('0.0000001', usdc)).toBe('too-many-decimals')
  })

  it('flags an amount above the balance', () => {
    expect(amountProblem('12.500001', usdc)).toBe('exceeds-balance')
  })

  it('flags text, negatives and zero', () => {
    expect(amountProblem('abc', usdc)).toBe('invalid')
    expect(amountProblem('-1', usdc)).toBe('invalid')
    expect(amountProblem('', usdc)).toBe('invalid')
    expect(amountProblem('0.0', usdc)).toBe('zero')
  })
})
