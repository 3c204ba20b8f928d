import { hex } from '@scure/base'
import { describe, expect, it } from 'vitest'
import siws from '../../../../vectors/solana/siws.json' with { type: 'json' }
import wycheproof from '../../../../vectors/solana/wycheproof-ed25519_test.json' with {
  type: 'json',
}
import { verifyEd25519, verifySolanaMessage } from './solana.js'

// The ed25519 table: every Wycheproof ed25519 test (C2SP, strict RFC 8032: "valid" verifies,
// "invalid" does not) and every signed Sign In With Solana vector (hex and base58 signatures),
// once. siws.json's roundtrip cases are message-format vectors, run by @portico/siwx's parser.
const tests = wycheproof.testGroups.flatMap((group) =>
  group.tests.map((test) => ({ ...test, publicKey: group.publicKey.pk })),
)
const seen = { wycheproof: 0, siws: 0 }

describe('Wycheproof ed25519', () => {
  it.each(tests.map((t) => [`#${t.tcId} ${t.comment}`, t] as const))('%s', (_, t) => {
    const valid = verifyEd25519(hex.decode(t.sig), hex.decode(t.msg), hex.decode(t.publicKey))
    expect(valid).toBe(t.result === 'valid')
    seen.wycheproof++
  })
})

describe('siws.json signed', () => {
  it.each(siws.signed.map((v) => [v.description, v] as const))('%s', (_, v) => {
    const signatures = [`0x${v.signatureHex}`, ...(v.signatureBase58 ? [v.signatureBase58] : [])]
    for (const signature of signatures)
      expect(verifySolanaMessage({ address: v.address, message: v.text, signature })).toBe(
        v.expected,
      )
    seen.siws++
  })
})

it('refuses what is no signature or no address', () => {
  const [v] = siws.signed.filter((s) => s.expected)
  if (!v) throw new Error('no valid siws vector')
  expect(verifySolanaMessage({ address: v.address, message: v.text, signature: '0OIl' })).toBe(
    false,
  )
  expect(
    verifySolanaMessage({ address: '0OIl', message: v.text, signature: `0x${v.signatureHex}` }),
  ).toBe(false)
})

it('ran every vector once', () => {
  const total = { wycheproof: tests.length, siws: siws.signed.length }
  console.log(`ed25519 vectors passed: ${JSON.stringify(seen)} of ${JSON.stringify(total)}`)
  expect(total.wycheproof).toBe(wycheproof.numberOfTests)
  expect(seen).toEqual(total)
})
