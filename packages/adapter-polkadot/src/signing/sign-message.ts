// Loaded by import() on the first signature: the verifier (sr25519/ed25519/secp256k1 code of
// @polkadot/util-crypto) stays out of the page's initial JS.

import { isHex, stringToU8a, u8aToHex, u8aWrapBytes } from '@polkadot/util'
import { signatureVerify } from '@polkadot/util-crypto'
import { BaseError } from '@portico/core'

/** The extension's `signRaw`, as in the polkadot-js extension API. */
export type SignRaw = (payload: {
  address: string
  data: string
  type: 'bytes'
}) => Promise<{ signature?: unknown }>

/** The wallet returned a signature that does not verify for the account and message. */
export class InvalidSignatureError extends BaseError {
  override name = 'InvalidSignatureError'
  constructor(details: string) {
    super('Invalid signature', { details })
  }
}

/**
 * The bytes an extension signs for `message`: `<Bytes>` + message + `</Bytes>`, so a signed
 * message can never be a valid transaction payload.
 */
export function wrappedMessage(message: string): Uint8Array {
  return u8aWrapBytes(stringToU8a(message))
}

/**
 * Signs `message` with the extension's `signRaw` (type 'bytes'; the extension adds the `<Bytes>`
 * wrapping) and verifies the signature against `address` with @polkadot/util-crypto before
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

/** Checks a signature over the `<Bytes>`-wrapped message (the unwrapped form is also accepted by the verifier). */
export function verifyMessageSignature(
  signature: unknown,
  params: { address: string; message: string },
): `0x${string}` {
  if (typeof signature !== 'string' || !isHex(signature) || signature.length > 2 + 2 * 66)
    throw new InvalidSignatureError('The wallet returned no hex signature.')
  let valid = false
  try {
    valid = signatureVerify(wrappedMessage(params.message), signature, params.address).isValid
  } catch {
    valid = false
  }
  if (!valid) throw new InvalidSignatureError('The signature does not verify for the account.')
  return signature as `0x${string}`
}
