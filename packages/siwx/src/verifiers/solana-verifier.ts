import { verifySolanaMessage } from '@portico/verify/solana'
import type { SiwxVerifier } from './siwx-verifier.js'

/**
 * Verifies Sign In With Solana signatures with `@portico/verify/solana`: ed25519 over the UTF-8
 * bytes of the text, by the key the base58 address is. The signature is base58 (as wallets'
 * `signMessage` bytes are usually sent) or `0x` hex. Strict RFC 8032 verification (no ZIP-215
 * leniency).
 *
 * @example
 * await createSolanaVerifier().verify({ text, message, signature })
 */
export function createSolanaVerifier(): SiwxVerifier {
  return {
    namespace: 'solana',
    async verify({ text, message, signature }) {
      return verifySolanaMessage({ address: message.address, message: text, signature })
    },
  }
}
