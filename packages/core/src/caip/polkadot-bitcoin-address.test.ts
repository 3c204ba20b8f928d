import { describe, expect, it } from 'vitest'
import * as BitcoinAddress from './bitcoin-address.js'
import * as PolkadotAddress from './polkadot-address.js'

describe('PolkadotAddress (SS58 with blake2b-512 "SS58PRE" checksum)', () => {
  it('decodes 1- and 2-byte network prefixes', () => {
    expect(PolkadotAddress.decode('15rRgsWxz4H5LTnNGcCFsszfXD8oeAFd8QRsR6MbQE2f6XFF')?.prefix).toBe(
      0,
    )
    expect(PolkadotAddress.decode('HRkCrbmke2XeabJ5fxJdgXWpBRPkXWfWHY8eTeCKwDdf4k6')?.prefix).toBe(
      2,
    )
    expect(
      PolkadotAddress.decode('cTMC4XwPfBn3bz8kFaVTjaWdkQi6agzMxS11e8hpPHhqLrhGs')?.prefix,
    ).toBe(66)
    expect(
      PolkadotAddress.decode('15rRgsWxz4H5LTnNGcCFsszfXD8oeAFd8QRsR6MbQE2f6XFF')?.publicKey,
    ).toHaveLength(32)
  })

  it('refuses a changed character (checksum), garbage and non-strings', () => {
    expect(PolkadotAddress.validate('15rRgsWxz4H5LTnNGcCFsszfXD8oeAFd8QRsR6MbQE2f6XFG')).toBe(false)
    expect(PolkadotAddress.validate('5hmuyxw9xdgbpptgypokw4thfyoe3ryenebr381z9iaegmfy')).toBe(false)
    expect(PolkadotAddress.validate(null)).toBe(false)
    expect(() => PolkadotAddress.assert('x')).toThrow('Invalid address')
  })
})

describe('BitcoinAddress (base58check, bech32, bech32m)', () => {
  it('accepts P2PKH, P2SH, P2WPKH, P2TR and testnet P2WSH', () => {
    expect(BitcoinAddress.validate('128Lkh3S7CkDTBZ8W7BbpsN3YYizJMp8p6')).toBe(true)
    expect(BitcoinAddress.validate('35PBEaofpUeH8VnnNSorM1QZsadrZoQp4N')).toBe(true)
    expect(BitcoinAddress.validate('bc1qwz2lhc40s8ty3l5jg3plpve3y3l82x9l42q7fk')).toBe(true)
    expect(
      BitcoinAddress.validate('bc1pss0zhytly75awhm6x2hhvd5lnzv3vssgrf9axfheq8ldyzn88ges79fler'),
    ).toBe(true)
    expect(
      BitcoinAddress.validate('tb1qrp33g0q5c5txsp9arysrx4k6zdkfs4nce4xj0gdcccefvpysxf3q0sl5k7'),
    ).toBe(true)
  })

  it('refuses a bad checksum, v0 under bech32m and mixed case', () => {
    expect(BitcoinAddress.validate('128Lkh3S7CkDTBZ8W7BbpsN3YYizJMp8p7')).toBe(false)
    expect(BitcoinAddress.validate('bc1pmzfrwwndsqmk5yh69yjr5lfgfg4ev8c0tsc06e')).toBe(false)
    expect(BitcoinAddress.validate('bc1Qwz2lhc40s8ty3l5jg3plpve3y3l82x9l42q7fk')).toBe(false)
    expect(BitcoinAddress.validate('BC1QWZ2LHC40S8TY3L5JG3PLPVE3Y3L82X9L42Q7FK')).toBe(true)
  })

  it('matches the chain when the CAIP-2 reference is known', () => {
    const mainnet = '000000000019d6689c085ae165831e93'
    const testnet = '000000000933ea01ad0ee984209779ba'
    expect(BitcoinAddress.validate('bc1qwz2lhc40s8ty3l5jg3plpve3y3l82x9l42q7fk', mainnet)).toBe(
      true,
    )
    expect(BitcoinAddress.validate('bc1qwz2lhc40s8ty3l5jg3plpve3y3l82x9l42q7fk', testnet)).toBe(
      false,
    )
    expect(BitcoinAddress.validate('128Lkh3S7CkDTBZ8W7BbpsN3YYizJMp8p6', testnet)).toBe(false)
    expect(() => BitcoinAddress.assert('nope')).toThrow('Invalid address')
  })
})
