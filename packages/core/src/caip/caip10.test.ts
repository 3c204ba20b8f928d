import { describe, expect, it } from 'vitest'
import { InvalidCaip10AddressError, InvalidCaipAddressError } from '../errors/caip-errors.js'
import { validateAccountAddress } from './account-address.js'
import * as Caip10 from './caip10.js'
import * as EvmAddress from './evm-address.js'
import { readVector, tally } from './vectors.test-helper.js'

interface Caip10Case {
  id: string
  valid: boolean
  parsed: { namespace: string; reference: string; chainId: string; address: string } | null
  namespaceAddress: 'valid' | 'valid-checksummed' | 'valid-lowercase' | 'invalid' | null
  note: string
}

const vectors = readVector<{ cases: Caip10Case[] }>('caip/caip10.json')

function check(c: Caip10Case) {
  expect(Caip10.validate(c.id, { namespaces: 'any' })).toBe(c.valid)
  if (!c.valid) {
    expect(() => Caip10.parse(c.id, { namespaces: 'any' })).toThrow()
    return
  }
  const parsed = Caip10.parse(c.id, { namespaces: 'any' })
  expect(parsed).toEqual(c.parsed)
  const addressOk = validateAccountAddress(parsed.namespace, parsed.address, parsed.reference)
  const strict = Caip10.validate(c.id, { checkAddress: true })
  switch (c.namespaceAddress) {
    case null:
      expect(addressOk).toBeUndefined()
      expect(() => Caip10.parse(c.id)).toThrow(InvalidCaipAddressError)
      break
    case 'invalid':
      expect(addressOk).toBe(false)
      expect(strict).toBe(false)
      break
    case 'valid-checksummed':
      expect(strict).toBe(true)
      expect(EvmAddress.checksum(parsed.address)).toBe(parsed.address)
      break
    case 'valid-lowercase':
      expect(strict).toBe(true)
      expect(parsed.address).toBe(parsed.address.toLowerCase())
      expect(EvmAddress.checksum(parsed.address)).not.toBe(parsed.address)
      break
    case 'valid':
      expect(addressOk).toBe(true)
      expect(strict).toBe(true)
      break
  }
}

describe('vectors/caip/caip10.json (SPEC §5 "CAIP address")', () => {
  it.each(vectors.cases)('$note: $id', (c) => check(c))

  it('reports passed/total', () => {
    const result = tally(vectors.cases, check)
    console.info(`vectors caip/caip10.json: ${result.passed}/${result.total}`)
    expect(result.failures).toEqual([])
    expect(result.total).toBe(37)
  })
})

describe('Caip10 errors (SPEC §5)', () => {
  it('not exactly 3 non-empty parts: "Invalid CAIP Address"', () => {
    for (const value of ['eip155:1', 'eip155:1:', ':1:0xab', 'eip155:1:0xab:extra', 'a@eip155:1']) {
      expect(() => Caip10.parse(value)).toThrow('Invalid CAIP Address')
    }
  })

  it('unknown namespace in the default scope: "Invalid CAIP Address"', () => {
    expect(() =>
      Caip10.parse('cosmos:cosmoshub-3:cosmos1t2uflqwqe0fsj0shcfkrvpukewcw40yjj6hdc0'),
    ).toThrow(InvalidCaipAddressError)
  })

  it('three parts but bad CAIP-10 syntax or address: "Invalid CAIP-10 address"', () => {
    expect(() => Caip10.parse('eip155:1:0xab16/a96D')).toThrow('Invalid CAIP-10 address')
    expect(() => Caip10.parse('eip155:1.5:0xab')).toThrow(InvalidCaip10AddressError)
    expect(() =>
      Caip10.parse('eip155:1:0xab16a96d359ec26a11e2c2b3d8f8b8942d5bfcdB', { checkAddress: true }),
    ).toThrow('Invalid CAIP-10 address')
    expect(() =>
      Caip10.parse(
        'bip122:000000000933ea01ad0ee984209779ba:bc1qwz2lhc40s8ty3l5jg3plpve3y3l82x9l42q7fk',
        {
          checkAddress: true,
        },
      ),
    ).toThrow(InvalidCaip10AddressError)
  })

  it('format joins a network id and an address', () => {
    expect(
      Caip10.format(
        'solana:5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp',
        '7S3P4HxJpyyigGzodYwHtCxZyUQe9JiBMHyRWXArAaKv',
      ),
    ).toBe('solana:5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp:7S3P4HxJpyyigGzodYwHtCxZyUQe9JiBMHyRWXArAaKv')
    expect(() => Caip10.format('eip155:1', '0xZZ', { checkAddress: true })).toThrow(
      InvalidCaip10AddressError,
    )
    expect(() => Caip10.assert(undefined)).toThrow(InvalidCaipAddressError)
  })
})
