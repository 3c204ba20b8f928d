import { readFileSync } from 'node:fs'
import { fileURLToPath } from 'node:url'
import { toCoinType } from 'viem'
import { describe, expect, it } from 'vitest'
import { ApiError } from '../http/api-error.js'
import { chainIdFromCoinType, normalizeName } from './names.js'

const vectors = JSON.parse(
  readFileSync(
    fileURLToPath(new URL('../../../../vectors/coin-type/coin-types.json', import.meta.url)),
    'utf8',
  ),
) as {
  evmChainIdToCoinType: { chainId: number; coinType: number }[]
  coinTypeToEvmChainId: { coinType: number; chainId: number; isEvm?: boolean; expected?: string }[]
}

describe('coin types (ENSIP-11/19, vectors/coin-type)', () => {
  it.each(vectors.coinTypeToEvmChainId)('coin type $coinType → chain $chainId', (vector) => {
    const evm = vector.isEvm !== false && vector.expected !== 'not-evm'
    expect(chainIdFromCoinType(vector.coinType)).toBe(evm ? vector.chainId : undefined)
  })
  it.each(vectors.evmChainIdToCoinType)(
    'chain $chainId round-trips through coin type $coinType',
    (vector) => {
      expect(Number(toCoinType(vector.chainId))).toBe(vector.coinType)
      expect(chainIdFromCoinType(vector.coinType)).toBe(vector.chainId === 0 ? 0 : vector.chainId)
    },
  )
})

describe('normalizeName (letters, digits, hyphen, at least 4)', () => {
  it('adds the zone suffix and lower-cases', () => {
    expect(normalizeName('Alice', 'portico.id')).toBe('alice.portico.id')
    expect(normalizeName('alice.portico.id', 'portico.id')).toBe('alice.portico.id')
    expect(normalizeName('a-1-b', 'portico.id')).toBe('a-1-b.portico.id')
  })
  it.each(['abc', 'al ice', 'ali_ce', 'alice.other.id', 'é-accent', 'x'.repeat(64), '<script>'])(
    'rejects %s with a 400',
    (name) => {
      const error = (() => {
        try {
          normalizeName(name, 'portico.id')
        } catch (e) {
          return e
        }
      })()
      expect(error).toBeInstanceOf(ApiError)
      expect((error as ApiError).status).toBe(400)
    },
  )
})
