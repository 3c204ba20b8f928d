import { verifyPolkadotMessage } from '@portico/verify/polkadot'
import type { SiwxVerifier } from './siwx-verifier.js'

export { verifyPolkadotBytes } from '@portico/verify/polkadot'

/**
 * Verifies Polkadot sign-in signatures (hex) with `@portico/verify/polkadot`: sr25519, ed25519 or
 * ecdsa, a MultiSignature by the scheme its type byte names only, always over
 * `<Bytes>text</Bytes>`, the bytes extensions sign with `signRaw({ type: 'bytes' })`. Strict on
 * purpose: unlike polkadot-js `signatureVerify`, a signature over the bare text is not accepted
 * (the wrapping is what keeps a raw signature from ever being a transaction payload, so both
 * sides must agree on it).
 *
 * @example
 * await createPolkadotVerifier().verify({ text, message, signature: '0x…' })
 */
export function createPolkadotVerifier(): SiwxVerifier {
  return {
    namespace: 'polkadot',
    async verify({ text, message, signature }) {
      return verifyPolkadotMessage({ address: message.address, message: text, signature })
    },
  }
}
