import { type AppKit, familyAdapterOf } from '@portico/core'
import type { BitcoinAdapter } from './bitcoin-adapter-types.js'

/**
 * The kit's bip122 adapter typed as this package's, with the family's own actions (a PSBT signed,
 * and sent with `broadcast`, by the wallet), or undefined when the kit has no Bitcoin adapter from
 * this package.
 *
 * @example
 * const { psbt } = await bitcoinAdapterOf(kit)?.signPsbt({ psbt: base64, signInputs: { [address]: [0] } }) ?? {}
 */
export function bitcoinAdapterOf(kit: Pick<AppKit, 'getAdapter'>): BitcoinAdapter | undefined {
  return familyAdapterOf(
    kit,
    'bip122',
    (adapter): adapter is BitcoinAdapter => 'signPsbt' in adapter,
  )
}
