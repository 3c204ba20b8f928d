import { readFileSync } from 'node:fs'
import { hexToU8a, u8aToHex } from '@polkadot/util'
import { checkAddress, cryptoWaitReady, decodeAddress, encodeAddress } from '@polkadot/util-crypto'
import { beforeAll, describe, expect, it } from 'vitest'

// The signature cases of this file run once, against @portico/verify/polkadot (its own table);
// here, the SS58 vectors against polkadot-js, whose codec the test extension's accounts use.
interface Vectors {
  ss58Vectors: {
    publicKeyHex: string
    byPrefix: Record<string, string>
    valid: string[]
    invalid: { address: string }[]
  }
}

const vectors = JSON.parse(
  readFileSync(new URL('../../../../vectors/polkadot/signatures.json', import.meta.url), 'utf8'),
) as Vectors

beforeAll(() => cryptoWaitReady())

describe('SS58 vectors', () => {
  const { publicKeyHex, byPrefix, valid, invalid } = vectors.ss58Vectors
  it.each(Object.entries(byPrefix))(
    'prefix %s encodes and decodes the one key',
    (prefix, address) => {
      expect(encodeAddress(hexToU8a(`0x${publicKeyHex}`), Number(prefix))).toBe(address)
      expect(u8aToHex(decodeAddress(address))).toBe(`0x${publicKeyHex}`)
      expect(checkAddress(address, Number(prefix))).toEqual([true, null])
    },
  )

  it.each(valid)('%s decodes', (address) => {
    expect(decodeAddress(address)).toHaveLength(32)
  })

  it.each(invalid.map(({ address }) => address))('%s is refused', (address) => {
    expect(() => decodeAddress(address)).toThrow()
  })
})
