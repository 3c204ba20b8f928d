import type { ChainNamespace } from '@portico/core'
import type { SiwxMessage } from '../message/siwx-message.js'

/** What a verifier checks: the exact signed text, its parsed fields and the wallet's signature. */
export interface SiwxVerifyRequest {
  /** The text the wallet signed, byte for byte. */
  text: string
  /** `text` parsed (the address and chain id the signature must belong to). */
  message: SiwxMessage
  /** As the namespace's wallets return it (eip155 hex, solana base58, bip122 base64, polkadot hex). */
  signature: string
}

/**
 * Checks signatures of one namespace. `verify` answers `false` for a signature that does not
 * prove the account signed the text, and never throws for malformed input (a network failure
 * of an RPC-backed verifier does throw, so it is not mistaken for a bad signature; a refusal
 * with a reason, such as a signature format the verifier does not check, throws a `SiwxError`
 * `invalid_signature` whose details say why).
 */
export interface SiwxVerifier {
  readonly namespace: ChainNamespace
  verify(request: SiwxVerifyRequest): Promise<boolean>
}
