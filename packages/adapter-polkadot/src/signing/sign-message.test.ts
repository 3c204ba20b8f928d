import { hexToU8a, stringToU8a } from '@polkadot/util'
import { describe, expect, it } from 'vitest'
import vectors from '../vectors/signatures.json' with { type: 'json' }
import { InvalidSignatureError, verifiesStrictly, verifyMessageSignature } from './sign-message.js'

// vectors/polkadot/signatures.json (copied from the shared vectors): polkadot-js signatureVerify
// retries with the <Bytes> wrapper added or removed; our verifier is strict, so the "policy"
// cases (a signature over the other form of the message) are refused.
interface Case {
  id: string
  message: string
  wrapped: boolean
  address: string
  signature: string
  expected: boolean | string
}

const bytesOf = (c: Case) => stringToU8a(c.wrapped ? `<Bytes>${c.message}</Bytes>` : c.message)

describe('verifiesStrictly (polkadot signature vectors)', () => {
  it.each((vectors.cases as Case[]).map((c) => [c.id, c] as const))('%s', (_, c) => {
    const valid = verifiesStrictly(bytesOf(c), hexToU8a(c.signature), c.address)
    expect(valid).toBe(c.expected === true)
  })
})

describe('verifyMessageSignature', () => {
  const wrappedCase = (vectors.cases as Case[]).find((c) => c.id === 'sr25519-wrapped')!
  const plainCase = (vectors.cases as Case[]).find((c) => c.id === 'sr25519-plain')!

  it('accepts the signature a wallet makes over the <Bytes>-wrapped message', () => {
    expect(verifyMessageSignature(wrappedCase.signature, wrappedCase)).toBe(wrappedCase.signature)
  })

  it('refuses a signature over the bare message, a non-hex value and a wrong account', () => {
    expect(() => verifyMessageSignature(plainCase.signature, plainCase)).toThrow(
      InvalidSignatureError,
    )
    expect(() => verifyMessageSignature('nope', wrappedCase)).toThrow('Invalid signature')
    expect(() =>
      verifyMessageSignature(wrappedCase.signature, {
        ...wrappedCase,
        address: '5GrwvaEF5zXb26Fz9rcQpDWS57CtERHpNehXCPcNoHGKutQY',
      }),
    ).toThrow(InvalidSignatureError)
  })
})
