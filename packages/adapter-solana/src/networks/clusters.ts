import type { Network } from '@portico/core'

/** Wallet Standard chain ids of the Solana clusters (`@solana/wallet-standard-chains`). */
export type SolanaStandardChain =
  | 'solana:mainnet'
  | 'solana:devnet'
  | 'solana:testnet'
  | 'solana:localnet'

/** CAIP-2 references (genesis-hash prefixes) of the public clusters. */
const PUBLIC_CLUSTERS: Record<string, SolanaStandardChain> = {
  '5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp': 'solana:mainnet',
  EtWTRABZaYq6iMfeYKouRu166VU2xqa1: 'solana:devnet',
  '4uhcVJyU9pJkvQyS88uRDiswHXSCkY3z': 'solana:testnet',
}

/** True for a network of the solana namespace. */
export function isSolanaNetwork(network: Network): boolean {
  return network.chainNamespace === 'solana'
}

/**
 * The Wallet Standard chain a wallet knows `network` by: the public clusters by their genesis
 * hash, anything else (a test validator, a simulated chain) as `solana:localnet`.
 *
 * @example
 * standardChainOf(solanaDevnet) // 'solana:devnet'
 */
export function standardChainOf(network: Network): SolanaStandardChain {
  return PUBLIC_CLUSTERS[String(network.id)] ?? 'solana:localnet'
}

/**
 * Whether `chains` (a wallet's or an account's chain list) includes `network`, under its Wallet
 * Standard name or its CAIP-2 id. A wallet that lists no chain at all is taken to accept any.
 */
export function chainsInclude(chains: readonly string[], network: Network): boolean {
  if (chains.length === 0) return true
  return chains.includes(standardChainOf(network)) || chains.includes(network.caipNetworkId)
}

/**
 * The JSON-RPC URL of `network`: the app's override, else the kit's RPC endpoint on the data API,
 * else the network's own URL.
 */
export function rpcUrlOf(
  network: Network,
  overrides: Record<string, string> | undefined,
  endpoint?: (network: Network) => string | undefined,
): string {
  const url =
    overrides?.[network.caipNetworkId] ?? endpoint?.(network) ?? network.rpcUrls.default.http[0]
  if (!url) throw new TypeError(`No RPC URL for ${network.caipNetworkId}`)
  return url
}
