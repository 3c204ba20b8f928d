import { BITCOIN_REGTEST_REFERENCE, bitcoin, type Network } from '@portico/core'

/** sats-connect's network names (`BitcoinNetworkType`). */
export type BitcoinNetworkName = 'Mainnet' | 'Testnet' | 'Testnet4' | 'Signet' | 'Regtest'

// CAIP-2 references (first 16 bytes of the genesis hash) by sats-connect network name. Kept as
// strings so the network objects themselves stay tree-shakable.
const references: Record<BitcoinNetworkName, string> = {
  Mainnet: bitcoin.id,
  Testnet: '000000000933ea01ad0ee984209779ba',
  Testnet4: '00000000da84f2bafbbc53dee25a72ae',
  Signet: '00000008819873e925422c1ff0f99f7c',
  Regtest: BITCOIN_REGTEST_REFERENCE,
}

const names = Object.keys(references) as BitcoinNetworkName[]

/** The CAIP-2 reference of a sats-connect network name. */
export function referenceOfName(name: BitcoinNetworkName): string {
  return references[name]
}

/** The sats-connect network name of a Portico network, or `undefined` for a non-Bitcoin chain. */
export function nameOfNetwork(network: Pick<Network, 'id'>): BitcoinNetworkName | undefined {
  return names.find((name) => references[name] === String(network.id))
}

/** Parses a network name a wallet reported (case-insensitive), or `undefined`. */
export function parseNetworkName(value: unknown): BitcoinNetworkName | undefined {
  if (typeof value !== 'string') return undefined
  return names.find((name) => name.toLowerCase() === value.toLowerCase())
}

/** Wallet Standard chain id (`bitcoin:mainnet`, …) of a network name. */
export function standardChainOf(name: BitcoinNetworkName): `bitcoin:${string}` {
  return `bitcoin:${name.toLowerCase()}`
}
