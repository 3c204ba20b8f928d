import { base58 } from '@scure/base'
import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { hostileString, mutatedString } from '../../../../scripts/fuzz/arbitraries.js'
import { checkProperty } from '../../../../scripts/fuzz/property-runs.js'
import { InvalidAddressError } from '../errors/caip-errors.js'
import { validateAccountAddress } from './account-address.js'
import * as BitcoinAddress from './bitcoin-address.js'
import {
  addressOf,
  bitcoinAddress,
  bitcoinMainnet,
  evmAddress,
  polkadotAddress,
  solanaAddress,
} from './caip-arbitraries.test-helper.js'
import * as EvmAddress from './evm-address.js'
import { chainNamespaces } from './namespaces.js'
import * as PolkadotAddress from './polkadot-address.js'
import * as SolanaAddress from './solana-address.js'

/** Hostile strings and one-edit copies of valid addresses of every family. */
const candidates = fc.oneof(
  hostileString(),
  mutatedString(fc.constantFrom(...chainNamespaces).chain((namespace) => addressOf[namespace])),
)

function refusedWithInvalidAddress(run: () => unknown): boolean {
  try {
    run()
    return false
  } catch (error) {
    expect(error).toBeInstanceOf(InvalidAddressError)
    return true
  }
}

describe('account addresses of the four families (properties)', () => {
  it('EVM: generated lower-case and checksummed addresses validate and normalise to the checksum, with or without 0x', () => {
    checkProperty(
      'evm address round trip',
      fc.property(evmAddress, (address) => {
        const checksummed = EvmAddress.checksum(address)
        expect(EvmAddress.validate(address)).toBe(true)
        expect(EvmAddress.from(address)).toBe(checksummed)
        expect(EvmAddress.from(address.slice(2))).toBe(checksummed)
        expect(EvmAddress.from(checksummed)).toBe(checksummed)
      }),
    )
  })

  it('EVM: an arbitrary string normalises to a valid checksummed address or is refused with InvalidAddressError', () => {
    checkProperty(
      'evm address arbitrary strings',
      fc.property(candidates, (value) => {
        expect(EvmAddress.isAddressInput(value)).toBe(
          !refusedWithInvalidAddress(() => EvmAddress.from(value)),
        )
        if (EvmAddress.isAddressInput(value))
          expect(EvmAddress.validate(EvmAddress.from(value))).toBe(true)
        if (EvmAddress.validate(value))
          expect(EvmAddress.checksum(value).toLowerCase()).toBe(value.toLowerCase())
        expect(refusedWithInvalidAddress(() => EvmAddress.assert(value))).toBe(
          !EvmAddress.validate(value),
        )
      }),
    )
  })

  it('Solana: any 32 bytes in base58 validate; base58 of any other length is refused', () => {
    checkProperty(
      'solana address bytes',
      fc.property(solanaAddress, fc.uint8Array({ maxLength: 64 }), (address, other) => {
        expect(SolanaAddress.validate(address)).toBe(true)
        expect(base58.decode(address)).toHaveLength(32)
        if (other.length !== 32) expect(SolanaAddress.validate(base58.encode(other))).toBe(false)
      }),
    )
  })

  it('Polkadot: encode then decode gives the key and prefix back', () => {
    checkProperty(
      'polkadot ss58 round trip',
      fc.property(polkadotAddress, ({ key, prefix, address }) => {
        expect(PolkadotAddress.decode(address)).toEqual({ prefix, publicKey: key })
        expect(PolkadotAddress.reencode(address, prefix)).toBe(address)
      }),
    )
  })

  it('Bitcoin: generated mainnet addresses of every output type validate on mainnet and type correctly', () => {
    checkProperty(
      'bitcoin address types',
      fc.property(bitcoinAddress, ({ type, address }) => {
        expect(BitcoinAddress.validate(address, bitcoinMainnet)).toBe(true)
        expect(BitcoinAddress.addressType(address, bitcoinMainnet)).toBe(type)
        // Testnet's prefixes differ from mainnet's for every type.
        expect(BitcoinAddress.validate(address, '000000000933ea01ad0ee984209779ba')).toBe(false)
      }),
    )
  })

  it('every family: an arbitrary string gives a boolean from validate and assert agrees with it', () => {
    checkProperty(
      'addresses arbitrary strings',
      fc.property(candidates, fc.constantFrom(...chainNamespaces), (value, namespace) => {
        const valid = validateAccountAddress(namespace, value)
        expect(typeof valid).toBe('boolean')
        const asserts = {
          eip155: EvmAddress.assert,
          solana: SolanaAddress.assert,
          polkadot: PolkadotAddress.assert,
          bip122: BitcoinAddress.assert,
        }[namespace]
        expect(refusedWithInvalidAddress(() => asserts(value))).toBe(!valid)
        // A type is only ever given to a valid address.
        if (namespace === 'bip122' && !valid)
          expect(BitcoinAddress.addressType(value)).toBeUndefined()
        if (namespace === 'polkadot' && valid) {
          const decoded = PolkadotAddress.decode(value)
          expect(decoded && PolkadotAddress.encode(decoded.publicKey, decoded.prefix)).toBe(value)
        }
      }),
    )
  })

  it('assert of any value, null-prototype objects included, throws only InvalidAddressError (shrunk counterexample: String() threw a TypeError while the error was built)', () => {
    const asserts = [
      EvmAddress.assert,
      SolanaAddress.assert,
      PolkadotAddress.assert,
      BitcoinAddress.assert,
    ]
    for (const assert of asserts)
      expect(() => assert(Object.create(null))).toThrow(InvalidAddressError)
    checkProperty(
      'addresses assert(anything)',
      fc.property(
        fc.anything({ withNullPrototype: true }),
        fc.constantFrom(...asserts),
        (value, assert) => {
          expect(refusedWithInvalidAddress(() => assert(value))).toBe(true)
        },
      ),
    )
  })
})
