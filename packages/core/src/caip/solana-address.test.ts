import { describe, expect, it } from 'vitest'
import * as SolanaAddress from './solana-address.js'
import { readVector, tally } from './vectors.test-helper.js'

interface SolanaCase {
  address: string
  valid: boolean
  description: string
}

const vectors = readVector<{ cases: SolanaCase[] }>('solana/addresses.json')

const check = (c: SolanaCase) => expect(SolanaAddress.validate(c.address)).toBe(c.valid)

describe('vectors/solana/addresses.json (SPEC §5 Solana address: 32 to 44 base58 characters)', () => {
  it.each(vectors.cases)('$description', (c) => check(c))

  it('reports passed/total', () => {
    const result = tally(vectors.cases, check)
    console.info(`vectors solana/addresses.json: ${result.passed}/${result.total}`)
    expect(result.failures).toEqual([])
    expect(result.total).toBe(22)
  })

  it('assert throws "Invalid address" for a 43-char string that decodes to 31 bytes', () => {
    expect(() => SolanaAddress.assert('2xea9jWJ9eca3dFiefTeSPP85c6qXqunCqL2h2JNffM')).toThrow(
      'Invalid address',
    )
    expect(SolanaAddress.validate(undefined)).toBe(false)
  })
})
