import { InvalidSignatureError } from '../errors/invalid-signature-error.js'

/**
 * Verifies a wallet's `signMessage` answer before the kit reports it: ed25519 over exactly the
 * message bytes by the signer's key (`@portico/verify/solana`, loaded on the first signature: the
 * chain module loads without the ed25519 code, the page's initial JS without either). Throws
 * `InvalidSignatureError` otherwise.
 */
export async function checkMessageSignature(
  signer: string,
  message: Uint8Array,
  signature: Uint8Array,
): Promise<void> {
  const { verifySolanaMessage } = await import('@portico/verify/solana')
  if (!verifySolanaMessage({ address: signer, message, signature }))
    throw new InvalidSignatureError(signer)
}
