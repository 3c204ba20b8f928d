import { familyRegistry } from '../families/family-registry.js'
import type { ChainNamespace } from '../types/chain.js'

/** The CAIP-2 namespaces Portico supports (SPEC §9): the family registry's, in its order. */
export const chainNamespaces = Object.keys(familyRegistry) as readonly ChainNamespace[]

/** True for a namespace Portico supports. */
export function isChainNamespace(value: unknown): value is ChainNamespace {
  return chainNamespaces.includes(value as ChainNamespace)
}

/** Which namespaces a CAIP parser accepts: Portico's four (default) or any syntactically valid one. */
export type NamespaceScope = 'known' | 'any'
