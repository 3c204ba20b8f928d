import type { CaipAddress, ChainNamespace } from '../types/chain.js'
import type { Network } from '../types/network.js'

/** The requested network of `namespace` with chain reference `chainId`, if any. */
export function findRequestedNetwork(
  requested: readonly Network[],
  chainId: number | string,
): Network | undefined {
  return requested.find((network) => String(network.id) === String(chainId))
}

/**
 * A stand-in for a chain the wallet moved to that the app did not request (SPEC §4 "unsupported
 * network state"): enough to show its id; never used for RPC.
 */
export function unknownNetwork(
  namespace: ChainNamespace,
  chainId: number | string,
  like: Network | undefined,
): Network {
  return {
    id: chainId,
    caipNetworkId: `${namespace}:${chainId}`,
    chainNamespace: namespace,
    name: `Unknown network ${chainId}`,
    nativeCurrency: like?.nativeCurrency ?? { name: 'Unknown', symbol: '', decimals: 18 },
    rpcUrls: { default: { http: [] } },
  }
}

/** `namespace:chainId:address` (SPEC §3 cross-chain address). */
export function toCaipAddress(
  namespace: ChainNamespace,
  chainId: number | string,
  address: string,
): CaipAddress {
  return `${namespace}:${chainId}:${address}`
}
