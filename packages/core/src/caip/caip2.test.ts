import { describe, expect, it } from 'vitest'
import { InvalidCaip2NetworkIdError } from '../errors/caip-errors.js'
import * as Caip2 from './caip2.js'
import { readVector, tally } from './vectors.test-helper.js'

interface Caip2Case {
  id: string
  valid: boolean
  parsed: { namespace: string; reference: string } | null
  namespaceValid: boolean | null
  description: string
}

const vectors = readVector<{ cases: Caip2Case[] }>('caip/caip2.json')

function check(c: Caip2Case) {
  expect(Caip2.validate(c.id, { namespaces: 'any' })).toBe(c.valid)
  if (c.valid) {
    expect(Caip2.parse(c.id, { namespaces: 'any' })).toEqual(c.parsed)
  } else {
    expect(() => Caip2.parse(c.id, { namespaces: 'any' })).toThrow(InvalidCaip2NetworkIdError)
  }
  // namespaceValid: true = known namespace with a valid reference profile; false = profile fails;
  // null = a namespace Portico does not know (refused by the default 'known' scope).
  const strict = Caip2.validate(c.id, { checkReference: true })
  if (c.namespaceValid === true) expect(strict).toBe(true)
  else expect(strict).toBe(false)
  if (c.valid && c.namespaceValid === null) {
    expect(Caip2.validateReference(c.parsed!.namespace, c.parsed!.reference)).toBeUndefined()
  }
}

describe('vectors/caip/caip2.json (SPEC §5 "CAIP network id")', () => {
  it.each(vectors.cases)('$description: $id', (c) => check(c))

  it('reports passed/total', () => {
    const result = tally(vectors.cases, check)
    console.info(`vectors caip/caip2.json: ${result.passed}/${result.total}`)
    expect(result.failures).toEqual([])
    expect(result.total).toBe(45)
  })
})

describe('Caip2', () => {
  it('"exactly 2 parts", else "Invalid CAIP-2 network id"', () => {
    expect(() => Caip2.parse('eip155:1:0xabc')).toThrow('Invalid CAIP-2 network id')
    expect(() => Caip2.parse('eip155')).toThrow('Invalid CAIP-2 network id')
  })

  it('the default scope accepts only eip155, solana, polkadot and bip122', () => {
    expect(Caip2.validate('cosmos:cosmoshub-3')).toBe(false)
    expect(Caip2.parse('polkadot:91b171bb158e2d3848fa23a9f1c25182').namespace).toBe('polkadot')
  })

  it('format builds and validates', () => {
    expect(Caip2.format({ namespace: 'eip155', reference: 10 })).toBe('eip155:10')
    expect(() => Caip2.format({ namespace: 'eip155', reference: '' })).toThrow(
      InvalidCaip2NetworkIdError,
    )
    expect(() => Caip2.assert(42)).toThrow(InvalidCaip2NetworkIdError)
  })
})
