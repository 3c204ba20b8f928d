import { familyRegistry } from '../families/family-registry.js'
import type { AccountType, ChainNamespace } from '../types/chain.js'

/**
 * The default account type of a namespace (SPEC §6).
 *
 * @example
 * defaultAccountType('bip122') // 'payment'
 */
export function defaultAccountType(namespace: ChainNamespace): AccountType {
  return familyRegistry[namespace].defaultAccountType
}

export interface PreferredAccountTypeParameters {
  namespace: ChainNamespace
  /** The host's configured default per namespace (option `defaultAccountTypes`). */
  configured?: Partial<Record<ChainNamespace, AccountType>> | undefined
  /** False when the active network has no smart accounts: a smartAccount preference falls back to eoa. */
  smartAccountEnabled?: boolean | undefined
}

/**
 * The preferred account type to use after connecting (SPEC §4, §6): the configured default for
 * the namespace, else the spec default; a type the namespace cannot have is ignored, and
 * smartAccount falls back to eoa on networks without smart accounts.
 *
 * @example
 * resolvePreferredAccountType({ namespace: 'eip155', configured: { eip155: 'eoa' } }) // 'eoa'
 */
export function resolvePreferredAccountType(
  parameters: PreferredAccountTypeParameters,
): AccountType {
  const { namespace } = parameters
  const configured = parameters.configured?.[namespace]
  const wanted =
    configured && familyRegistry[namespace].accountTypes.includes(configured)
      ? configured
      : familyRegistry[namespace].defaultAccountType
  if (wanted === 'smartAccount' && parameters.smartAccountEnabled === false) return 'eoa'
  return wanted
}

/**
 * SPEC §4 "After connect": the preferred account type is set to the configured default unless
 * it already matches. Returns the type to set, or `undefined` when nothing changes.
 */
export function preferredAccountTypeToSet(
  current: AccountType | undefined,
  parameters: PreferredAccountTypeParameters,
): AccountType | undefined {
  const target = resolvePreferredAccountType(parameters)
  return current === target ? undefined : target
}
