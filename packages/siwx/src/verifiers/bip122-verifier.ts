import { Bip322UnsupportedFormatError, verifyBitcoinMessage } from '@portico/verify/bitcoin'
import { SiwxError } from '../server/siwx-errors.js'
import type { SiwxVerifier } from './siwx-verifier.js'

/**
 * Verifies Bitcoin sign-in signatures (base64) with `@portico/verify/bitcoin`: BIP-322 "simple"
 * (with the `smp` prefix of BIP-322 1.0 or without it, as wallets still emit) for P2WPKH,
 * P2SH-P2WPKH, P2TR and P2WSH bare multisig addresses, and legacy BIP-137 compact signatures
 * (65 bytes, header 27–42). A `ful` / `pof` (full, proof of funds) signature is refused as an
 * invalid signature whose details say that only simple signatures are verified.
 *
 * @example
 * await createBip122Verifier().verify({ text, message, signature: 'AkcwRAIg…' })
 */
export function createBip122Verifier(): SiwxVerifier {
  return {
    namespace: 'bip122',
    async verify({ text, message, signature }) {
      try {
        return verifyBitcoinMessage({ address: message.address, message: text, signature })
      } catch (error) {
        if (error instanceof Bip322UnsupportedFormatError)
          throw new SiwxError('invalid_signature', { details: error.message, cause: error })
        throw error
      }
    },
  }
}
