import type { AppKit } from '../app-kit/app-kit-types.js'
import type { ChainAdapter } from './chain-adapter.js'

/**
 * The kit's adapter of `namespace` as its family's own type, when `is` recognises it (else
 * undefined): family-only actions — a PSBT, a Solana transaction's wire bytes — are reached through
 * this typed accessor, not through optional members of the universal contract. Each adapter
 * package exports its accessor built on it.
 *
 * @example
 * export const bitcoinAdapterOf = (kit: Pick<AppKit, 'getAdapter'>) =>
 *   familyAdapterOf(kit, 'bip122', (adapter): adapter is BitcoinAdapter => 'signPsbt' in adapter)
 */
export function familyAdapterOf<A extends ChainAdapter>(
  kit: Pick<AppKit, 'getAdapter'>,
  namespace: A['namespace'],
  is: (adapter: ChainAdapter) => adapter is A,
): A | undefined {
  const adapter = kit.getAdapter(namespace)
  return adapter && adapter.namespace === namespace && is(adapter) ? adapter : undefined
}
