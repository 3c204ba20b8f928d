import { defineChain, http } from 'viem'
import { createConfig } from 'wagmi'
import { localChainId, localRpcUrl } from '../local-chain'

const local = defineChain({
  id: localChainId,
  name: 'Local',
  nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 },
  rpcUrls: { default: { http: [localRpcUrl] } },
})

/** wagmi alone: wallets found through EIP-6963 (the test wallet announces itself), one local chain. */
export const wagmiConfig = createConfig({
  chains: [local],
  transports: { [local.id]: http(localRpcUrl) },
})
