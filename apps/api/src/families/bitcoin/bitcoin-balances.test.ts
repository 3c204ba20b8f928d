import { describe, expect, it } from 'vitest'
import { formatSats } from './bitcoin-balances.js'

describe('formatSats', () => {
  it.each([
    [0n, '0'],
    [1n, '0.00000001'],
    [150_000_000n, '1.5'],
    [2_100_000_000_000_000n, '21000000'],
    [-2_500n, '-0.000025'],
  ])('%s sats → %s BTC', (sats, btc) => {
    expect(formatSats(sats)).toBe(btc)
  })
})
