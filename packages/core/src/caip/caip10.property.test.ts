import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { hostileString, mutatedString } from '../../../../scripts/fuzz/arbitraries.js'
import { checkProperty } from '../../../../scripts/fuzz/property-runs.js'
import { InvalidCaip10AddressError, InvalidCaipAddressError } from '../errors/caip-errors.js'
import type { CaipNetworkId } from '../types/chain.js'
import { addressOf, bitcoinMainnet, referenceOf } from './caip-arbitraries.test-helper.js'
import * as Caip10 from './caip10.js'
import { chainNamespaces } from './namespaces.js'

/** A valid account of every known namespace (Bitcoin on mainnet, so the address matches it). */
const account = fc
  .constantFrom(...chainNamespaces)
  .chain((namespace) =>
    fc
      .tuple(
        namespace === 'bip122' ? fc.constant(bitcoinMainnet) : referenceOf[namespace],
        addressOf[namespace],
      )
      .map(([reference, address]) => ({ namespace, reference, address })),
  )

describe('CAIP-10 parse (properties)', () => {
  it('parse(format(chainId, address)) gives the parts back for valid accounts of the four families', () => {
    checkProperty(
      'caip10 round trip (checkAddress)',
      fc.property(account, ({ namespace, reference, address }) => {
        const chainId = `${namespace}:${reference}` as CaipNetworkId
        const value = Caip10.format(chainId, address, { checkAddress: true })
        expect(Caip10.parse(value, { checkAddress: true })).toEqual({
          namespace,
          reference,
          chainId,
          address,
        })
      }),
    )
  })

  it('an arbitrary or one-edit string is parsed to parts that rebuild it, or refused with one of the two CAIP errors', () => {
    const values = fc.oneof(
      hostileString(),
      mutatedString(account.map((a) => `${a.namespace}:${a.reference}:${a.address}`)),
    )
    const options = fc.constantFrom<Caip10.Caip10Options>(
      {},
      { namespaces: 'any' },
      { checkAddress: true },
    )
    checkProperty(
      'caip10 arbitrary strings',
      fc.property(values, options, (value, option) => {
        let parts: Caip10.Caip10Parts | undefined
        try {
          parts = Caip10.parse(value, option)
        } catch (error) {
          expect([InvalidCaipAddressError, InvalidCaip10AddressError]).toContain(
            (error as object).constructor,
          )
        }
        expect(Caip10.validate(value, option)).toBe(parts !== undefined)
        if (parts) {
          expect(`${parts.chainId}:${parts.address}`).toBe(value)
          expect(parts.chainId).toBe(`${parts.namespace}:${parts.reference}`)
        }
      }),
    )
  })

  it('validate never throws on any value; assert of a non-string throws only InvalidCaipAddressError', () => {
    checkProperty(
      'caip10 validate(anything)',
      fc.property(fc.anything({ withNullPrototype: true }), (value) => {
        expect(typeof Caip10.validate(value, { checkAddress: true })).toBe('boolean')
        if (typeof value !== 'string')
          expect(() => Caip10.assert(value)).toThrow(InvalidCaipAddressError)
      }),
    )
  })

  it('a null-prototype object is refused with the typed error (shrunk counterexample: String() threw a TypeError while the error was built)', () => {
    expect(() => Caip10.assert(Object.create(null))).toThrow(InvalidCaipAddressError)
  })
})
