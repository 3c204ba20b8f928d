import { describe, expect, it } from 'vitest'
import { InvalidAddressError } from '../errors/caip-errors.js'
import * as EvmAddress from './evm-address.js'
import { readVector, tally } from './vectors.test-helper.js'

interface Eip55Case {
  input: string
  wellFormed: boolean
  checksummed: string | null
  isExactChecksum: boolean
  acceptStrict: boolean
  acceptEthersStyle: boolean
  description: string
}

const vectors = readVector<{
  cases: Eip55Case[]
  eip1191_not_for_eip155_default: { cases: { input: string; chainId: number; eip55: string }[] }
}>('eip55/eip55.json')

function check(c: Eip55Case) {
  expect(EvmAddress.isWellFormed(c.input)).toBe(c.wellFormed)
  if (c.checksummed) {
    expect(EvmAddress.checksum(c.input)).toBe(c.checksummed)
    expect(EvmAddress.checksum(c.input) === c.input).toBe(c.isExactChecksum)
  } else {
    expect(() => EvmAddress.checksum(c.input)).toThrow(InvalidAddressError)
  }
  // Policy: viem's (acceptStrict): checksummed or all lower-case; all upper-case is refused.
  expect(EvmAddress.validate(c.input)).toBe(c.acceptStrict)
}

describe('vectors/eip55/eip55.json', () => {
  it.each(vectors.cases)('$description: $input', (c) => check(c))

  it('EIP-1191 chain-salted checksums are not applied (chain id ignored)', () => {
    for (const c of vectors.eip1191_not_for_eip155_default.cases) {
      expect(EvmAddress.checksum(c.input)).toBe(c.eip55)
    }
  })

  it('reports passed/total', () => {
    const result = tally(vectors.cases, check)
    const extra = tally(vectors.eip1191_not_for_eip155_default.cases, (c) =>
      expect(EvmAddress.checksum(c.input)).toBe(c.eip55),
    )
    console.info(
      `vectors eip55/eip55.json: ${result.passed + extra.passed}/${result.total + extra.total}`,
    )
    expect([...result.failures, ...extra.failures]).toEqual([])
    expect(result.total + extra.total).toBe(29)
  })

  it('policy: all-upper-case refused even though ethers would accept it', () => {
    const allUpper = vectors.cases.filter((c) => c.acceptEthersStyle && !c.acceptStrict)
    expect(allUpper.length).toBeGreaterThan(0)
    for (const c of allUpper) expect(EvmAddress.validate(c.input)).toBe(false)
  })
})

describe('SPEC §5 EVM address: optional 0x prefix plus 40 hex characters', () => {
  it('accepts the prefix-less form and normalises it', () => {
    expect(EvmAddress.isAddressInput('f39fd6e51aad88f6f4ce6ab8827279cfffb92266')).toBe(true)
    expect(EvmAddress.from('f39fd6e51aad88f6f4ce6ab8827279cfffb92266')).toBe(
      '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266',
    )
    expect(EvmAddress.isAddressInput('0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266')).toBe(true)
  })

  it('refuses 39 or 41 hex characters, a wrong checksum and non-strings', () => {
    expect(EvmAddress.isAddressInput('f39fd6e51aad88f6f4ce6ab8827279cfffb9226')).toBe(false)
    expect(EvmAddress.isAddressInput('0xf39fd6e51aad88f6f4ce6ab8827279cfffb922660')).toBe(false)
    expect(EvmAddress.isAddressInput('0xF39fd6e51aad88f6f4ce6ab8827279cfffb92266')).toBe(false)
    expect(EvmAddress.isAddressInput(42)).toBe(false)
    expect(() => EvmAddress.from('0x12')).toThrow(InvalidAddressError)
    expect(() => EvmAddress.assert('0x12')).toThrow('Invalid address')
  })
})
