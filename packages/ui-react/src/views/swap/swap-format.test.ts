import type { SwapTokenOption } from '@portico/core'
import { describe, expect, it } from 'vitest'
import { exceedsBalance, parseAmountOrUndefined } from './swap-amounts.js'
import { priceImpactText, rateText, tokenAmountText } from './swap-format.js'

const usdc: SwapTokenOption = {
  name: 'USD Coin',
  symbol: 'USDC',
  address: 'eip155:1:0xa0b86991c6218b36c1d19d4a2e9eb0ce3606eb48',
  decimals: 6,
  logoUri: '',
  balance: '12.5',
}
const eth: SwapTokenOption = {
  name: 'Ether',
  symbol: 'ETH',
  address: 'eip155:1:0xEeeeeEeeeEeEeeEeEeEeeEEEeeeeEeeeeeeeEEeE',
  decimals: 18,
  logoUri: '',
}

describe('swap texts', () => {
  it('shows amounts with 3 decimals, and a fee below that as "< 0.001"', () => {
    expect(tokenAmountText(1_234_567n, usdc)).toBe('1.234 USDC')
    expect(tokenAmountText(300_000_000_000_000n, eth)).toBe('< 0.001 ETH')
    expect(tokenAmountText(0n, eth)).toBe('0.000 ETH')
  })

  it('gives the rate with significant digits and no exponent', () => {
    const quote = {
      fromAmount: 100_000_000n,
      toAmount: 49_825_162_156_664_902n,
      minimumReceived: 0n,
    }
    expect(rateText(quote, usdc, eth)).toBe('1 USDC ≈ 0.000498252 ETH')
    const back = { fromAmount: 10n ** 18n, toAmount: 1_994_000_000n, minimumReceived: 0n }
    expect(rateText(back, eth, usdc)).toBe('1 ETH ≈ 1994 USDC')
  })

  it('rounds the price impact to 2 decimals', () => {
    expect(priceImpactText(0.4975)).toBe('0.50%')
    expect(priceImpactText(0.001)).toBe('< 0.01%')
  })

  it('reads typed amounts with the token decimals and compares them with the balance', () => {
    expect(parseAmountOrUndefined('1.5', usdc)).toBe(1_500_000n)
    expect(parseAmountOrUndefined('1.0000001', usdc)).toBeUndefined()
    expect(parseAmountOrUndefined('0', usdc)).toBeUndefined()
    expect(exceedsBalance('12.5', usdc)).toBe(false)
    expect(exceedsBalance('12.6', usdc)).toBe(true)
    expect(exceedsBalance('1', eth)).toBe(true)
  })
})
