import type { ChainNamespace } from '@portico/core'
import type { Eip155VerifierOptions } from './eip155-verifier.js'
import type { SiwxVerifier } from './siwx-verifier.js'

/** Options of the built-in verifiers, by namespace. */
export interface BuiltInVerifierOptions {
  eip155?: Eip155VerifierOptions | undefined
}

/**
 * The built-in verifier of a namespace, its code (and chain library) loaded on first use, so a
 * server that only ever sees eip155 never loads the Polkadot or Bitcoin code.
 */
export async function loadBuiltInVerifier(
  namespace: ChainNamespace,
  options: BuiltInVerifierOptions = {},
): Promise<SiwxVerifier | undefined> {
  switch (namespace) {
    case 'eip155':
      return (await import('./eip155-verifier.js')).createEip155Verifier(options.eip155)
    case 'solana':
      return (await import('./solana-verifier.js')).createSolanaVerifier()
    case 'bip122':
      return (await import('./bip122-verifier.js')).createBip122Verifier()
    case 'polkadot':
      return (await import('./polkadot-verifier.js')).createPolkadotVerifier()
    default:
      return undefined
  }
}
