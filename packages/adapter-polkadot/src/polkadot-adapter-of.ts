import { type AppKit, familyAdapterOf } from '@portico/core'
import type { PolkadotAdapter } from './polkadot-adapter-types.js'

/**
 * The kit's polkadot adapter typed as this package's, with the family's own actions (the
 * existential deposit, account balances), or undefined when the kit has no Polkadot adapter from
 * this package.
 *
 * @example
 * const deposit = await polkadotAdapterOf(kit)?.getExistentialDeposit({ network })
 */
export function polkadotAdapterOf(kit: Pick<AppKit, 'getAdapter'>): PolkadotAdapter | undefined {
  return familyAdapterOf(
    kit,
    'polkadot',
    (adapter): adapter is PolkadotAdapter => 'getExistentialDeposit' in adapter,
  )
}
