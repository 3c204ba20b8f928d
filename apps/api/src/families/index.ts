import { bitcoinFamily } from './bitcoin/bitcoin-source.js'
import type { FamilyFactory } from './family-source.js'
import { polkadotFamily } from './polkadot/polkadot-source.js'
import { solanaFamily } from './solana/solana-source.js'

/**
 * The non-EVM families this server can read: one line per family (`ApiConfig.families[key]`
 * turns it on).
 */
export const familyFactories: readonly FamilyFactory[] = [
  solanaFamily,
  bitcoinFamily,
  polkadotFamily,
]
