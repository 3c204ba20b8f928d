// Loaded by import() on the first signature: the verifier (@portico/verify/polkadot, the
// sr25519/ed25519/secp256k1 code of @polkadot/util-crypto) stays out of the page's initial JS.

import type { Injected } from '@polkadot/extension-inject/types'
import { isHex, stringToU8a, u8aToHex } from '@polkadot/util'
import { polkadotWrappedMessage, verifyPolkadotBytes } from '@portico/verify/polkadot'
import { InvalidSignatureError } from '../errors/invalid-signature-error.js'

export { InvalidSignatureError }

/** The extension's `signRaw` (polkadot-js extension API). */
export type SignRaw = NonNullable<Injected['signer']['signRaw']>

/**
 * Signs `message` with the extension's `signRaw` (type 'bytes'; the extension adds the `<Bytes>`
 * wrapping) and verifies the signature against `address` with `@portico/verify/polkadot` before
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

/**
 * Checks a signature over the `<Bytes>`-wrapped message, strictly: exactly those bytes (never
 * retried with the wrapping removed, as polkadot-js `signatureVerify` does), a MultiSignature by
 * the scheme its type byte names only (`@portico/verify/polkadot`).
 */
export function verifyMessageSignature(
  signature: unknown,
  params: { address: string; message: string },
): `0x${string}` {
  if (typeof signature !== 'string' || !isHex(signature) || signature.length > 2 + 2 * 66)
    throw new InvalidSignatureError('The wallet returned no hex signature.')
  if (!verifyPolkadotBytes(polkadotWrappedMessage(params.message), signature, params.address))
    throw new InvalidSignatureError('The signature does not verify for the account.')
  return signature as `0x${string}`
}
