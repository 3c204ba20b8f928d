// Loaded by import() on the first signature: the verifier (sr25519/ed25519/secp256k1 code of
// @polkadot/util-crypto) stays out of the page's initial JS.

import type { Injected } from '@polkadot/extension-inject/types'
import { hexToU8a, isHex, stringToU8a, u8aToHex, u8aWrapBytes } from '@polkadot/util'
import { decodeAddress, ed25519Verify, secp256k1Verify, sr25519Verify } from '@polkadot/util-crypto'
import { InvalidSignatureError } from '../errors/invalid-signature-error.js'

export { InvalidSignatureError }

/** The extension's `signRaw` (polkadot-js extension API). */
export type SignRaw = NonNullable<Injected['signer']['signRaw']>

/**
 * The bytes an extension signs for `message`: `<Bytes>` + message + `</Bytes>`, so a signed
 * message can never be a valid transaction payload.
 */
export function wrappedMessage(message: string): Uint8Array {
  return u8aWrapBytes(stringToU8a(message))
}

/**
 * Signs `message` with the extension's `signRaw` (type 'bytes'; the extension adds the `<Bytes>`
 * wrapping) and verifies the signature against `address` with @polkadot/util-crypto's verifiers before
 * returning it: a wallet that signs with another key or over other bytes fails here, not later.
 * The returned signature is hex (`0x…`, 64 bytes; 65 for ecdsa).
 */
export async function signMessageWithExtension(
  signRaw: SignRaw,
  params: { address: string; message: string },
): Promise<`0x${string}`> {
  const result = await signRaw({
    address: params.address,
    data: u8aToHex(stringToU8a(params.message)),
    type: 'bytes',
  })
  return verifyMessageSignature(result?.signature, params)
}

type Verify = (message: Uint8Array, signature: Uint8Array, publicKey: Uint8Array) => boolean

const SCHEMES: readonly Verify[] = [sr25519Verify, ed25519Verify]
const ecdsa: Verify = (message, signature, publicKey) =>
  secp256k1Verify(message, signature, publicKey, 'blake2', true)

/** Whether one of `verifiers` accepts; a verifier that throws (not its key type) does not. */
function anyAccepts(
  verifiers: readonly Verify[],
  message: Uint8Array,
  signature: Uint8Array,
  publicKey: Uint8Array,
): boolean {
  return verifiers.some((verify) => {
    try {
      return verify(message, signature, publicKey)
    } catch {
      return false
    }
  })
}

/**
 * Whether `signature` is valid over exactly `message` for the account: a 64-byte sr25519 or
 * ed25519 signature, a 65-byte ecdsa one, or a MultiSignature (type byte 0 ed25519, 1 sr25519,
 * 2 ecdsa + signature). Unlike polkadot-js `signatureVerify`, it never retries with the
 * `<Bytes>` wrapping added or removed: a signature over other bytes is refused.
 */
export function verifiesStrictly(
  message: Uint8Array,
  signature: Uint8Array,
  address: string,
): boolean {
  let publicKey: Uint8Array
  try {
    publicKey = decodeAddress(address)
  } catch {
    return false
  }
  const type = signature[0]
  if (signature.length === 64) return anyAccepts(SCHEMES, message, signature, publicKey)
  if (signature.length === 66 && type === 2)
    return anyAccepts([ecdsa], message, signature.subarray(1), publicKey)
  if (signature.length === 65) {
    if (
      (type === 0 || type === 1) &&
      anyAccepts(SCHEMES, message, signature.subarray(1), publicKey)
    )
      return true
    return anyAccepts([ecdsa], message, signature, publicKey)
  }
  return false
}

/** Checks a signature over the `<Bytes>`-wrapped message, strictly (see {@link verifiesStrictly}). */
export function verifyMessageSignature(
  signature: unknown,
  params: { address: string; message: string },
): `0x${string}` {
  if (typeof signature !== 'string' || !isHex(signature) || signature.length > 2 + 2 * 66)
    throw new InvalidSignatureError('The wallet returned no hex signature.')
  if (!verifiesStrictly(wrappedMessage(params.message), hexToU8a(signature), params.address))
    throw new InvalidSignatureError('The signature does not verify for the account.')
  return signature as `0x${string}`
}
