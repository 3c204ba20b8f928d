import { type Address, type Chain, defineChain } from 'viem'

/**
 * A viem `Chain` for a devnet chain (native currency ETH, 18 decimals), with Multicall3 set
 * when its address is given so `multicall` and `readContract` batching use it.
 *
 * @example
 * const chain = devnetViemChain(devnet.chains[0], devnet.contracts.multicall3)
 * const client = createPublicClient({ chain, transport: http(chain.rpcUrls.default.http[0]) })
 */
export function devnetViemChain(
  chain: { chainId: number; rpcUrl: string },
  multicall3?: Address,
): Chain {
  return defineChain({
    id: chain.chainId,
    name: `Portico Devnet ${chain.chainId}`,
    nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 },
    rpcUrls: { default: { http: [chain.rpcUrl] } },
    testnet: true,
    ...(multicall3 ? { contracts: { multicall3: { address: multicall3 } } } : {}),
  })
}
