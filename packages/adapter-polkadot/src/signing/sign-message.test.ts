import { stringToU8a, u8aToHex, u8aWrapBytes } from '@polkadot/util'
import { encodeAddress, sr25519PairFromSeed, sr25519Sign } from '@polkadot/util-crypto'
import { describe, expect, it } from 'vitest'
import { InvalidSignatureError, verifyMessageSignature } from './sign-message.js'

// The verifier itself (@portico/verify/polkadot) runs every polkadot vector in its own table;
// here, what the adapter does with its answer before it reports a signature.
const pair = sr25519PairFromSeed(new Uint8Array(32).fill(3))
const address = encodeAddress(pair.publicKey, 42)
const message = 'Sign in to portico.test'

describe('verifyMessageSignature', () => {
  it('accepts the signature a wallet makes over the <Bytes>-wrapped message', () => {
    const signature = u8aToHex(sr25519Sign(u8aWrapBytes(stringToU8a(message)), pair))
    expect(verifyMessageSignature(signature, { address, message })).toBe(signature)
  })

  it('refuses a signature over the bare message, a non-hex value, an oversized one and a wrong account', () => {
    const bare = u8aToHex(sr25519Sign(stringToU8a(message), pair))
    expect(() => verifyMessageSignature(bare, { address, message })).toThrow(InvalidSignatureError)
    expect(() => verifyMessageSignature('nope', { address, message })).toThrow('Invalid signature')
    expect(() => verifyMessageSignature(`0x${'00'.repeat(67)}`, { address, message })).toThrow(
      InvalidSignatureError,
    )
    const signature = u8aToHex(sr25519Sign(u8aWrapBytes(stringToU8a(message)), pair))
    expect(() =>
      verifyMessageSignature(signature, {
        address: '5GrwvaEF5zXb26Fz9rcQpDWS57CtERHpNehXCPcNoHGKutQY',
        message,
      }),
    ).toThrow(InvalidSignatureError)
  })
})
