import { base64 } from '@scure/base'
import { verifyBip137 } from './bip122/bip137.js'
import { verifyBip322Simple } from './bip122/bip322.js'
import { decodeBitcoinAddress } from './bip122/bitcoin-script.js'
import type { SiwxVerifier } from './siwx-verifier.js'

/**
 * Verifies Bitcoin sign-in signatures (base64): BIP-322 "simple" (with the `smp` prefix of
 * BIP-322 1.0 or without it, as wallets still emit) for P2WPKH, P2SH-P2WPKH and P2TR, and legacy
 * BIP-137 compact signatures (65 bytes, header 27–42). `ful` / `pof` (full, proof of funds)
 * signatures are refused.
 *
 * @example
 * await createBip122Verifier().verify({ text, message, signature: 'AkcwRAIg…' })
 */
export function createBip122Verifier(): SiwxVerifier {
  return {
    namespace: 'bip122',
    async verify({ text, message, signature }) {
      const output = decodeBitcoinAddress(message.address)
      if (!output) return false
      const prefix = /^(smp|ful|pof)/.exec(signature)?.[1]
      if (prefix !== undefined && prefix !== 'smp') return false
      let bytes: Uint8Array
      try {
        bytes = base64.decode(prefix ? signature.slice(3) : signature)
      } catch {
        return false
      }
      // A witness starts with its item count (1 or 2 here); a BIP-137 header is 27–42.
      if (prefix === undefined && bytes.length === 65 && (bytes[0] as number) >= 27)
        return verifyBip137(text, bytes, output)
      return verifyBip322Simple(text, bytes, output)
    },
  }
}
