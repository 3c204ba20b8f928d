import { describe, expect, it } from 'vitest'
import { InvalidChainIdError } from '../errors/caip-errors.js'
import { chainIdToCoinType, coinTypeToChainId, isEvmCoinType } from './coin-type.js'
import { readVector, tally } from './vectors.test-helper.js'

interface CoinTypeVectors {
  evmChainIdToCoinType: { chainId: number; coinType: number }[]
  evmChainIdToCoinTypeErrors: { chainId: unknown; expected: string }[]
  coinTypeToEvmChainId: { coinType: number; chainId?: number; isEvm?: boolean; expected?: string }[]
}

const vectors = readVector<CoinTypeVectors>('coin-type/coin-types.json')

const checkForward = (c: CoinTypeVectors['evmChainIdToCoinType'][number]) =>
  expect(chainIdToCoinType(c.chainId)).toBe(c.coinType)
// Policy for "error-or-coerce" (the string "1"): refuse, like every other non-number.
const checkError = (c: CoinTypeVectors['evmChainIdToCoinTypeErrors'][number]) =>
  expect(() => chainIdToCoinType(c.chainId as number)).toThrow(InvalidChainIdError)
const checkReverse = (c: CoinTypeVectors['coinTypeToEvmChainId'][number]) => {
  if (c.expected === 'not-evm') {
    expect(isEvmCoinType(c.coinType)).toBe(false)
    expect(coinTypeToChainId(c.coinType)).toBe(0)
    return
  }
  expect(coinTypeToChainId(c.coinType)).toBe(c.chainId)
  expect(isEvmCoinType(c.coinType)).toBe(c.isEvm ?? true)
}

describe('vectors/coin-type/coin-types.json (ENSIP-11, SPEC §5 coin-type conversion)', () => {
  it.each(vectors.evmChainIdToCoinType)('chainId $chainId -> coinType $coinType', checkForward)
  it.each(vectors.evmChainIdToCoinTypeErrors)('chainId $chainId -> "Invalid chainId"', (c) => {
    checkError(c)
    expect(() => chainIdToCoinType(c.chainId as number)).toThrow('Invalid chainId')
  })
  it.each(vectors.coinTypeToEvmChainId)('coinType $coinType -> chainId', checkReverse)

  it('reports passed/total', () => {
    const results = [
      tally(vectors.evmChainIdToCoinType, checkForward),
      tally(vectors.evmChainIdToCoinTypeErrors, checkError),
      tally(vectors.coinTypeToEvmChainId, checkReverse),
    ]
    const passed = results.reduce((n, r) => n + r.passed, 0)
    const total = results.reduce((n, r) => n + r.total, 0)
    console.info(`vectors coin-type/coin-types.json: ${passed}/${total}`)
    expect(results.flatMap((r) => r.failures)).toEqual([])
    expect(total).toBe(18)
  })

  it('round-trips chain ids below 0x80000000', () => {
    for (const id of [0, 1, 10, 137, 8453, 31337, 1313161554, 2147483647]) {
      expect(coinTypeToChainId(chainIdToCoinType(id))).toBe(id)
    }
  })
})
