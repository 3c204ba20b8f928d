import type { Network } from '@portico/core'
import { type Chain, defineChain } from 'viem'

/** ENS universal resolver on Ethereum mainnet (viem needs it to resolve names on chain 1). */
const MAINNET_ENS_UNIVERSAL_RESOLVER = '0xeeeeeeee14d718c2b47d9923deab1335e144eeee'
const MAINNET_MULTICALL3 = '0xca11bde05977b3631167028862be2a173976ca11'

/**
 * Converts a core `Network` of namespace eip155 to a viem `Chain`.
 *
 * @example
 * toViemChain({ id: 31337, caipNetworkId: 'eip155:31337', chainNamespace: 'eip155', name: 'Anvil',
 *   nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 },
 *   rpcUrls: { default: { http: ['http://127.0.0.1:8545'] } } })
 */
export function toViemChain(network: Network): Chain {
  const id = Number(network.id)
  return defineChain({
    id,
    name: network.name,
    nativeCurrency: network.nativeCurrency,
    rpcUrls: {
      default: {
        http: network.rpcUrls.default.http,
        ...(network.rpcUrls.default.webSocket
          ? { webSocket: network.rpcUrls.default.webSocket }
          : {}),
      },
    },
    ...(network.blockExplorers ? { blockExplorers: network.blockExplorers } : {}),
    ...(network.testnet !== undefined ? { testnet: network.testnet } : {}),
    ...(id === 1
      ? {
          contracts: {
            ensUniversalResolver: { address: MAINNET_ENS_UNIVERSAL_RESOLVER },
            multicall3: { address: MAINNET_MULTICALL3 },
          },
        }
      : {}),
  })
}

/** True when `network` is an eip155 network with a numeric chain id. */
export function isEvmNetwork(network: Network): boolean {
  return network.chainNamespace === 'eip155' && Number.isSafeInteger(Number(network.id))
}
