import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { hostileString, mutatedString } from '../../../../scripts/fuzz/arbitraries.js'
import { checkProperty } from '../../../../scripts/fuzz/property-runs.js'
import { InvalidCaip2NetworkIdError } from '../errors/caip-errors.js'
import { knownNetwork } from './caip-arbitraries.test-helper.js'
import * as Caip2 from './caip2.js'

const anyNetwork = fc.record({
  namespace: fc.stringMatching(/^[-a-z0-9]{3,8}$/),
  reference: fc.stringMatching(/^[-_a-zA-Z0-9]{1,32}$/),
})

function parseOrRefusal(id: string, options: Caip2.Caip2Options) {
  try {
    return Caip2.parse(id, options)
  } catch (error) {
    expect(error).toBeInstanceOf(InvalidCaip2NetworkIdError)
    return undefined
  }
}

describe('CAIP-2 parse (properties)', () => {
  it('parse(format(x)) gives x back for every known namespace with a profiled reference', () => {
    checkProperty(
      'caip2 round trip (known)',
      fc.property(knownNetwork, (network) => {
        const id = Caip2.format(network, { checkReference: true })
        expect(Caip2.parse(id, { checkReference: true })).toEqual(network)
      }),
    )
  })

  it('parse gives back any syntactically valid namespace and reference with namespaces: any', () => {
    checkProperty(
      'caip2 round trip (any namespace)',
      fc.property(anyNetwork, ({ namespace, reference }) => {
        expect(Caip2.parse(`${namespace}:${reference}`, { namespaces: 'any' })).toEqual({
          namespace,
          reference,
        })
      }),
    )
  })

  it('an arbitrary or one-edit string is parsed to parts that rebuild it, or refused with InvalidCaip2NetworkIdError', () => {
    const ids = fc.oneof(
      hostileString(),
      mutatedString(knownNetwork.map(({ namespace, reference }) => `${namespace}:${reference}`)),
    )
    const options = fc.constantFrom<Caip2.Caip2Options>(
      {},
      { namespaces: 'any' },
      { checkReference: true },
    )
    checkProperty(
      'caip2 arbitrary strings',
      fc.property(ids, options, (id, option) => {
        const parts = parseOrRefusal(id, option)
        expect(Caip2.validate(id, option)).toBe(parts !== undefined)
        if (parts) expect(`${parts.namespace}:${parts.reference}`).toBe(id)
      }),
    )
  })

  it('validate never throws on any value; assert throws only InvalidCaip2NetworkIdError', () => {
    checkProperty(
      'caip2 validate(anything)',
      fc.property(fc.anything({ withNullPrototype: true }), (value) => {
        expect(typeof Caip2.validate(value)).toBe('boolean')
        if (!Caip2.validate(value))
          expect(() => Caip2.assert(value)).toThrow(InvalidCaip2NetworkIdError)
      }),
    )
  })

  it('a null-prototype object is refused with the typed error (shrunk counterexample: String() threw a TypeError while the error was built)', () => {
    expect(() => Caip2.assert(Object.create(null))).toThrow(InvalidCaip2NetworkIdError)
  })
})
