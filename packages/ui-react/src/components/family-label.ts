import type { ChainNamespace } from '@portico/core'

const FAMILY_LABELS: Record<ChainNamespace, string> = {
  eip155: 'EVM',
  solana: 'Solana',
  bip122: 'Bitcoin',
  polkadot: 'Polkadot',
}

/** The name a person knows a chain family by (eip155 → "EVM", bip122 → "Bitcoin"). */
export function familyLabel(namespace: ChainNamespace): string {
  return FAMILY_LABELS[namespace] ?? namespace
}

/** Families in the order the modal lists them. */
export const FAMILY_ORDER: readonly ChainNamespace[] = ['eip155', 'solana', 'bip122', 'polkadot']
