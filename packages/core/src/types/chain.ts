/** The chain families Portico supports (CAIP-2 namespaces). */
export type ChainNamespace = 'eip155' | 'solana' | 'polkadot' | 'bip122'

/** CAIP-2 network id: `namespace:reference`, e.g. `eip155:1`. */
export type CaipNetworkId = `${ChainNamespace}:${string}`

/** CAIP-10 account id: `namespace:reference:address`, e.g. `eip155:1:0xabc…`. */
export type CaipAddress = `${ChainNamespace}:${string}:${string}`

/** Account types (SPEC §6). `payment` exists for bip122 only. */
export type AccountType = 'smartAccount' | 'eoa' | 'payment' | 'ordinal'

export type ConnectionStatus = 'disconnected' | 'connecting' | 'connected'
