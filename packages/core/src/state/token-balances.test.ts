import { describe, expect, it } from 'vitest'
import type { TokenBalance } from '../types/account.js'
import {
  BALANCE_RETRY_BLOCK_MS,
  canFetchTokenBalances,
  dropLowQualityTokens,
  isDataApiSupportedNetwork,
} from './token-balances.js'

const token = (symbol: string, decimals: string): TokenBalance => ({
  name: symbol,
  symbol,
  chainId: 'eip155:1',
  value: 1,
  price: 1,
  quantity: { decimals, numeric: '1' },
  iconUrl: '',
})

describe('token balance retry block (SPEC §4/§9: 30 s)', () => {
  it('is 30 seconds', () => {
    expect(BALANCE_RETRY_BLOCK_MS).toBe(30_000)
  })
  it('no retry within 30 s of a failure', () => {
    const failed = { loading: false, lastRetry: 1_000, error: true, served: true }
    expect(canFetchTokenBalances(failed, 1_000 + 29_999)).toBe(false)
    expect(canFetchTokenBalances(failed, 1_000 + 30_000)).toBe(true)
  })
  it('a success does not block', () => {
    expect(
      canFetchTokenBalances(
        { loading: false, lastRetry: 1_000, error: false, served: true },
        1_001,
      ),
    ).toBe(true)
    expect(
      canFetchTokenBalances(
        { loading: false, lastRetry: undefined, error: false, served: true },
        0,
      ),
    ).toBe(true)
  })
})

describe('token quality (SPEC §5)', () => {
  it('drops tokens with zero decimals as low quality', () => {
    expect(
      dropLowQualityTokens([token('GOOD', '6'), token('ZERO', '0')]).map((t) => t.symbol),
    ).toEqual(['GOOD'])
  })
})

describe('data API network support (SPEC §5)', () => {
  it('checks the CAIP-2 id against the supported-chains list', () => {
    const list = { http: ['eip155:1', 'eip155:10'] }
    expect(isDataApiSupportedNetwork(list, 'eip155:10')).toBe(true)
    expect(isDataApiSupportedNetwork(list, 'eip155:137')).toBe(false)
  })
})
