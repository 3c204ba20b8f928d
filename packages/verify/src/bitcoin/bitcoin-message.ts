import { base64 } from '@scure/base'
import { parseBip137Signature, verifyBip137 } from './bip137.js'
import { verifyBip322Simple } from './bip322.js'

/** How a Bitcoin message signature was made: BIP-322 simple, or BIP-137 (legacy ECDSA). */
export type BitcoinMessageProtocol = 'BIP322' | 'ECDSA'

export interface VerifyBitcoinMessageParameters {
  address: string
  message: string
  /** base64; a BIP-322 signature may carry BIP-322 1.0's `smp` prefix. */
  signature: string
  /** What the wallet said it used; when absent the signature's shape decides. */
  protocol?: BitcoinMessageProtocol | undefined
}

/**
 * A 65-byte base64 blob with a 27–42 header is BIP-137; anything else is read as BIP-322 (a
 * witness stack starts with its item count, never 27 or more for a simple signature).
 */
function looksLikeBip137(signature: string): boolean {
  try {
    return parseBip137Signature(base64.decode(signature)) !== undefined
  } catch {
    return false
  }
}

/**
 * Verifies a Bitcoin message signature: BIP-322 simple ({@link verifyBip322Simple}) or BIP-137
 * ({@link verifyBip137}), as `protocol` says or, without it, as the signature's shape says.
 * Throws `Bip322UnsupportedFormatError` for BIP-322 full and proof-of-funds signatures.
 *
 * @example
 * verifyBitcoinMessage({ address, message: 'hello', signature, protocol: 'BIP322' }) // true
 */
export function verifyBitcoinMessage(parameters: VerifyBitcoinMessageParameters): boolean {
  const { address, message, signature } = parameters
  const protocol = parameters.protocol ?? (looksLikeBip137(signature) ? 'ECDSA' : 'BIP322')
  return protocol === 'ECDSA'
    ? verifyBip137(address, message, signature)
    : verifyBip322Simple(address, message, signature)
}
