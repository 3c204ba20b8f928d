import type { CaipNetworkId, ChainNamespace } from './chain.js'

export interface NativeCurrency {
  name: string
  symbol: string
  decimals: number
}

/** A network as the kit knows it (SPEC §3 "Network"). */
export interface Network {
  /** Chain reference: a number for eip155, a genesis-hash prefix string otherwise. */
  id: number | string
  /** `namespace:id`. */
  caipNetworkId: CaipNetworkId
  chainNamespace: ChainNamespace
  name: string
  nativeCurrency: NativeCurrency
  rpcUrls: { default: { http: readonly string[]; webSocket?: readonly string[] } }
  blockExplorers?: { default: { name: string; url: string } }
  assets?: { imageId?: string; imageUrl?: string }
  testnet?: boolean
}
