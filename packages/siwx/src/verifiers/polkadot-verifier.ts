import { u8aToU8a, u8aWrapBytes } from '@polkadot/util'
import { decodeAddress, ed25519Verify, secp256k1Verify, sr25519Verify } from '@polkadot/util-crypto'
import type { SiwxVerifier } from './siwx-verifier.js'

type Check = (message: Uint8Array, signature: Uint8Array, publicKey: Uint8Array) => boolean

const sr25519: Check = (message, signature, publicKey) =>
  sr25519Verify(message, signature, publicKey)
const ed25519: Check = (message, signature, publicKey) =>
  ed25519Verify(message, signature, publicKey, true)
const ecdsa: Check = (message, signature, publicKey) =>
  secp256k1Verify(message, signature, publicKey, 'blake2', true)

function safely(check: Check, message: Uint8Array, signature: Uint8Array, key: Uint8Array) {
  try {
    return check(message, signature, key)
  } catch {
    // Some keys are no valid point for another scheme (an ed25519 key as ristretto255): not a match.
    return false
  }
}

/**
 * Verifies a Polkadot signature (hex) of exactly `signed` by the SS58 `address`: a 64-byte
 * signature is tried as sr25519 then ed25519; a 65-byte MultiSignature by its type byte
 * (0 ed25519, 1 sr25519, 2 ecdsa), or as a bare 65-byte ecdsa signature. No wrapping is added
 * or removed here.
 */
export function verifyPolkadotBytes(
  signed: Uint8Array,
  signature: string,
  address: string,
): boolean {
  let publicKey: Uint8Array
  let bytes: Uint8Array
  try {
    if (!/^0x[0-9a-fA-F]*$/.test(signature)) return false
    publicKey = decodeAddress(address)
    bytes = u8aToU8a(signature)
  } catch {
    return false
  }
  if (bytes.length === 64)
    return [sr25519, ed25519].some((check) => safely(check, signed, bytes, publicKey))
  if (bytes.length === 65 || bytes.length === 66) {
    const [type] = bytes
    const rest = bytes.subarray(1)
    if (type === 0 && rest.length === 64) return safely(ed25519, signed, rest, publicKey)
    if (type === 1 && rest.length === 64) return safely(sr25519, signed, rest, publicKey)
    if (type === 2 && rest.length === 65) return safely(ecdsa, signed, rest, publicKey)
    if (bytes.length === 65) return safely(ecdsa, signed, bytes, publicKey)
  }
  return false
}

/**
 * Verifies Polkadot sign-in signatures: sr25519, ed25519 or ecdsa (see
 * {@link verifyPolkadotBytes}), always over `<Bytes>text</Bytes>`, the bytes extensions sign with
 * `signRaw({ type: 'bytes' })`. Strict on purpose: unlike polkadot-js `signatureVerify`, a
 * signature over the bare text is not accepted (the wrapping is what keeps a raw signature from
 * ever being a transaction payload, so both sides must agree on it).
 *
 * @example
 * await createPolkadotVerifier().verify({ text, message, signature: '0x…' })
 */
export function createPolkadotVerifier(): SiwxVerifier {
  return {
    namespace: 'polkadot',
    async verify({ text, message, signature }) {
      return verifyPolkadotBytes(
        u8aWrapBytes(new TextEncoder().encode(text)),
        signature,
        message.address,
      )
    },
  }
}
