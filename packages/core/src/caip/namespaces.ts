import type { ChainNamespace } from '../types/chain.js'

/** The CAIP-2 namespaces Portico supports (SPEC §9). */
export const chainNamespaces: readonly ChainNamespace[] = ['eip155', 'solana', 'polkadot', 'bip122']

/** True for a namespace Portico supports. */
export function isChainNamespace(value: unknown): value is ChainNamespace {
  return chainNamespaces.includes(value as ChainNamespace)
}

/** Which namespaces a CAIP parser accepts: Portico's four (default) or any syntactically valid one. */
export type NamespaceScope = 'known' | 'any'
