import { type AppKit, familyAdapterOf } from '@portico/core'
import type { SolanaAdapter } from './solana-adapter-types.js'

/**
 * The kit's solana adapter typed as this package's, with the family's own actions (a transaction's
 * wire bytes signed by the wallet), or undefined when the kit has no Solana adapter from this
 * package.
 *
 * @example
 * const signed = await solanaAdapterOf(kit)?.signTransaction({ transaction: wireBytes })
 */
export function solanaAdapterOf(kit: Pick<AppKit, 'getAdapter'>): SolanaAdapter | undefined {
  return familyAdapterOf(
    kit,
    'solana',
    (adapter): adapter is SolanaAdapter => 'signTransaction' in adapter,
  )
}
