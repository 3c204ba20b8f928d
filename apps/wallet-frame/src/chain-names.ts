// The names the approval card gives chains, so the user reads "Base (8453)" rather than a bare
// number. A chain not listed here is shown as "Chain <id>": the dapp never names it.

interface KnownChain {
  name: string
  /** The native coin's symbol (18 decimals on every chain listed). */
  symbol: string
}

const knownChains: ReadonlyMap<number, KnownChain> = new Map([
  [1, { name: 'Ethereum', symbol: 'ETH' }],
  [10, { name: 'OP Mainnet', symbol: 'ETH' }],
  [56, { name: 'BNB Smart Chain', symbol: 'BNB' }],
  [100, { name: 'Gnosis', symbol: 'xDAI' }],
  [137, { name: 'Polygon', symbol: 'POL' }],
  [324, { name: 'ZKsync Era', symbol: 'ETH' }],
  [8453, { name: 'Base', symbol: 'ETH' }],
  [31337, { name: 'Local devnet', symbol: 'ETH' }],
  [42161, { name: 'Arbitrum One', symbol: 'ETH' }],
  [42220, { name: 'Celo', symbol: 'CELO' }],
  [43114, { name: 'Avalanche', symbol: 'AVAX' }],
  [59144, { name: 'Linea', symbol: 'ETH' }],
  [84532, { name: 'Base Sepolia', symbol: 'ETH' }],
  [11155111, { name: 'Sepolia', symbol: 'ETH' }],
])

/** "Base (8453)", or "Chain 123456" for a chain the frame does not know. */
export function chainLabel(chainId: number): string {
  const known = knownChains.get(chainId)
  return known ? `${known.name} (${chainId})` : `Chain ${chainId}`
}

/** The native coin's symbol, or "native units" where the chain is unknown. */
export function nativeSymbol(chainId: number): string {
  return knownChains.get(chainId)?.symbol ?? 'native units'
}
