import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { hostileJson, hostileString } from '../../../../scripts/fuzz/arbitraries.js'
import { checkProperty } from '../../../../scripts/fuzz/property-runs.js'
import { parseAddresses, parsePsbt, parseSignature, parseTxid } from './wallet-values.js'

/** What an injected wallet may answer: JSON, any JS value (null-prototype objects too), strings. */
const answer = fc.oneof(hostileJson(), hostileString())
const field = <T>(arbitrary: fc.Arbitrary<T>) => fc.oneof(arbitrary, answer)

describe('Bitcoin wallet answers (properties)', () => {
  it('addresses read as undefined or at most 20 Bitcoin-purpose entries with string addresses and hex public keys', () => {
    const entry = fc.record(
      {
        address: field(fc.string({ minLength: 14, maxLength: 90 })),
        purpose: field(fc.constantFrom('payment', 'ordinals', 'ordinal', 'stacks')),
        intention: field(fc.constantFrom('payment', 'ordinal')),
        publicKey: field(fc.stringMatching(/^[0-9a-f]{64,66}$/)),
      },
      { requiredKeys: [] },
    )
    checkProperty(
      'bitcoin addresses answer',
      fc.property(
        fc.oneof(fc.array(fc.oneof(entry, answer), { maxLength: 22 }), answer),
        (value) => {
          const addresses = parseAddresses(value)
          if (addresses === undefined) return
          expect(addresses.length).toBeLessThanOrEqual(20)
          for (const a of addresses) {
            expect(typeof a.address).toBe('string')
            expect(['payment', 'ordinals']).toContain(a.purpose)
            if (a.publicKey !== undefined) expect(a.publicKey).toMatch(/^[0-9a-f]{64,66}$/i)
          }
        },
      ),
    )
  })

  it('a signature answer reads as undefined or a bounded non-empty signature with ECDSA, BIP322 or no protocol', () => {
    const signatureAnswer = fc.oneof(
      fc.record(
        {
          signature: field(fc.base64String({ minLength: 4, maxLength: 200 })),
          protocol: field(fc.constantFrom('ecdsa', 'ECDSA', 'bip322', 'BIP322', 'schnorr')),
        },
        { requiredKeys: [] },
      ),
      answer,
    )
    checkProperty(
      'bitcoin signature answer',
      fc.property(signatureAnswer, (value) => {
        const parsed = parseSignature(value)
        if (parsed === undefined) return
        expect(parsed.signature.length).toBeGreaterThan(0)
        expect(parsed.signature.length).toBeLessThanOrEqual(10_000)
        expect([undefined, 'ECDSA', 'BIP322']).toContain(parsed.protocol)
      }),
    )
  })

  it('a txid reads as undefined or 64 lower-case hex digits; a PSBT as undefined or base64 starting with the magic', () => {
    const txid = fc.stringMatching(/^[0-9a-fA-F]{64}$/)
    checkProperty(
      'bitcoin txid and psbt answers',
      fc.property(
        fc.oneof(
          txid,
          txid.map((t) => ({ txid: t })),
          txid.map((t) => ({ txId: t })),
          answer,
        ),
        fc.oneof(
          fc.base64String().map((b) => `cHNidP8${b}`),
          answer,
        ),
        (txAnswer, psbtAnswer) => {
          const id = parseTxid(txAnswer)
          if (id !== undefined) expect(id).toMatch(/^[0-9a-f]{64}$/)
          const psbt = parsePsbt(psbtAnswer)
          if (psbt !== undefined) expect(psbt).toMatch(/^cHNidP8[A-Za-z0-9+/]*={0,2}$/)
        },
      ),
    )
  })

  it('a protocol that is not a string is ignored, not coerced (shrunk counterexample: an array holding a null-prototype object threw a TypeError)', () => {
    const value = { signature: '\u0000', protocol: [Object.create(null)] }
    expect(parseSignature(value)).toEqual({ signature: '\u0000', protocol: undefined })
    expect(
      parseSignature({ signature: 'c2ln', protocol: Object.create(null) })?.protocol,
    ).toBeUndefined()
  })

  it('a purpose named after an Object property is no purpose (shrunk counterexample: "toString" read the prototype\'s function as the purpose)', () => {
    for (const purpose of ['toString', 'constructor', '__proto__', 'hasOwnProperty'])
      expect(parseAddresses([{ address: '', purpose }])).toEqual([])
  })
})
