// The message-signature verifiers, loaded with import() on the first signMessage: the BIP-322 and
// BIP-137 code (btc-signer, secp256k1) never reaches an app's initial JS.
import { base64 } from '@scure/base'
import { parseCompactSignature, verifyBip137 } from './bip137.js'
import { verifyBip322Simple } from './bip322-simple.js'

/** How a Bitcoin message signature was made: BIP-322 simple, or BIP-137 (legacy ECDSA). */
export type MessageSignatureProtocol = 'BIP322' | 'ECDSA'

export interface VerifyMessageParameters {
  address: string
  message: string
  signature: string
  /** What the wallet said it used; when absent the signature's shape decides. */
  protocol?: MessageSignatureProtocol | undefined
}

/** A 65-byte base64 blob with a 27–42 header is BIP-137; anything else is read as BIP-322. */
function looksLikeBip137(signature: string): boolean {
  try {
    return parseCompactSignature(base64.decode(signature)) !== undefined
  } catch {
    return false
  }
}

/**
 * Verifies a Bitcoin message signature for `address`: BIP-322 simple (P2WPKH, P2TR, P2SH-P2WPKH,
 * P2WSH multisig) or BIP-137 (P2PKH, and segwit keys signed the legacy way).
 *
 * @example
 * await verifyMessage({ address, message: 'hello', signature, protocol: 'BIP322' }) // true
 */
export function verifyMessage(parameters: VerifyMessageParameters): boolean {
  const { address, message, signature } = parameters
  const protocol = parameters.protocol ?? (looksLikeBip137(signature) ? 'ECDSA' : 'BIP322')
  return protocol === 'ECDSA'
    ? verifyBip137(address, message, signature)
    : verifyBip322Simple(address, message, signature)
}
