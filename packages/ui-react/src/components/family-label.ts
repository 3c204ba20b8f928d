import { type ChainNamespace, chainNamespaces } from '@portico/core'
import { familyRegistry } from '@portico/core/internal'

/** The name a person knows a chain family by (eip155 → "EVM", bip122 → "Bitcoin"). */
export function familyLabel(namespace: ChainNamespace): string {
  return familyRegistry[namespace]?.label ?? namespace
}

/** Families in the order the modal lists them: the family registry's. */
export const FAMILY_ORDER: readonly ChainNamespace[] = chainNamespaces
