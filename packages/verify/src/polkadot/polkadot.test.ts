import { u8aToHex } from '@polkadot/util'
import {
  ed25519PairFromSeed,
  ed25519Sign,
  encodeAddress,
  signatureVerify,
  sr25519PairFromSeed,
  sr25519Sign,
} from '@polkadot/util-crypto'
import { describe, expect, it } from 'vitest'
import vectors from '../../../../vectors/polkadot/signatures.json' with { type: 'json' }
import { polkadotWrappedMessage, verifyPolkadotBytes, verifyPolkadotMessage } from './polkadot.js'

// The sr25519 / ed25519 table: every case of vectors/polkadot/signatures.json, once. Strict: the
// exact bytes only (`<Bytes>`-wrapped when the case says so), so the "policy" cases (a signature
// over the other form of the message, which polkadot-js signatureVerify accepts) are refused, and
// the "error" case (a 32-byte signature) is refused as no signature.
const policy: Record<string, boolean> = {
  'sr25519-wrapped-sig-plain-msg': false,
  'sr25519-plain-sig-wrapped-msg': false,
}
const utf8 = (text: string) => new TextEncoder().encode(text)
let seen = 0

describe('polkadot signatures.json', () => {
  it.each(vectors.cases.map((c) => [c.id, c] as const))('%s', (_, c) => {
    const bytes = c.wrapped ? polkadotWrappedMessage(c.message) : utf8(c.message)
    const expected = c.expected === 'policy' ? policy[c.id] : c.expected === true
    expect(verifyPolkadotBytes(bytes, c.signature, c.address)).toBe(expected)
    // polkadot-js signatureVerify retries with the <Bytes> wrapping added or removed: where the
    // policy differs from it, it says yes.
    if (c.expected === 'policy')
      expect(signatureVerify(bytes, c.signature, c.address).isValid).toBe(true)
    seen++
  })

  it('ran every case once', () => {
    console.log(`polkadot vectors passed: ${seen} of ${vectors.cases.length}`)
    expect(seen).toBe(vectors.cases.length)
  })
})

describe('the MultiSignature type byte names the scheme', () => {
  const message = 'Sign in to example.org'
  const sr = sr25519PairFromSeed(new Uint8Array(32).fill(7))
  const ed = ed25519PairFromSeed(new Uint8Array(32).fill(7))

  it('verifies type 1 as sr25519 and type 0 as ed25519, never the other scheme', () => {
    const srSignature = sr25519Sign(polkadotWrappedMessage(message), sr)
    const edSignature = ed25519Sign(polkadotWrappedMessage(message), ed)
    const srAddress = encodeAddress(sr.publicKey, 0)
    const edAddress = encodeAddress(ed.publicKey, 0)
    const tagged = (type: number, signature: Uint8Array) =>
      u8aToHex(Uint8Array.of(type, ...signature))
    expect(
      verifyPolkadotMessage({ address: srAddress, message, signature: tagged(1, srSignature) }),
    ).toBe(true)
    expect(
      verifyPolkadotMessage({ address: srAddress, message, signature: tagged(0, srSignature) }),
    ).toBe(false)
    expect(
      verifyPolkadotMessage({ address: edAddress, message, signature: tagged(0, edSignature) }),
    ).toBe(true)
    expect(
      verifyPolkadotMessage({ address: edAddress, message, signature: tagged(1, edSignature) }),
    ).toBe(false)
    // Bare 64 bytes name no scheme: both are tried.
    expect(verifyPolkadotMessage({ address: srAddress, message, signature: srSignature })).toBe(
      true,
    )
    expect(verifyPolkadotMessage({ address: edAddress, message, signature: edSignature })).toBe(
      true,
    )
  })

  it('refuses the bare text, a tampered signature, non-hex and a wrong account', () => {
    const signature = u8aToHex(sr25519Sign(polkadotWrappedMessage(message), sr))
    const address = encodeAddress(sr.publicKey, 0)
    expect(verifyPolkadotMessage({ address, message: `${message}.`, signature })).toBe(false)
    const bare = u8aToHex(sr25519Sign(utf8(message), sr))
    expect(verifyPolkadotMessage({ address, message, signature: bare })).toBe(false)
    const tampered = `${signature.slice(0, -2)}${signature.endsWith('00') ? '01' : '00'}`
    expect(verifyPolkadotMessage({ address, message, signature: tampered })).toBe(false)
    expect(verifyPolkadotMessage({ address, message, signature: 'zz' })).toBe(false)
    expect(verifyPolkadotMessage({ address: 'nope', message, signature })).toBe(false)
  })
})
