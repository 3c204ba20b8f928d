import { ed25519 } from '@noble/curves/ed25519.js'
import { base58, hex } from '@scure/base'
import type { SiwxVerifier } from './siwx-verifier.js'

function decodeSignature(signature: string): Uint8Array | undefined {
  try {
    return signature.startsWith('0x') ? hex.decode(signature.slice(2)) : base58.decode(signature)
  } catch {
    return undefined
  }
}

/**
 * Verifies Sign In With Solana signatures: ed25519 over the UTF-8 bytes of the text, by the key
 * the base58 address is. The signature is base58 (as wallets' `signMessage` bytes are usually
 * sent) or `0x` hex. Strict RFC 8032 verification (no ZIP-215 leniency).
 *
 * @example
 * await createSolanaVerifier().verify({ text, message, signature })
 */
export function createSolanaVerifier(): SiwxVerifier {
  return {
    namespace: 'solana',
    async verify({ text, message, signature }) {
      const bytes = decodeSignature(signature)
      if (bytes?.length !== 64) return false
      try {
        const publicKey = base58.decode(message.address)
        if (publicKey.length !== 32) return false
        return ed25519.verify(bytes, new TextEncoder().encode(text), publicKey, { zip215: false })
      } catch {
        return false
      }
    },
  }
}
