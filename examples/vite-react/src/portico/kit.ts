import { evmAdapter } from '@portico/adapter-evm'
import { createAppKit, defineNetwork } from '@portico/core'
import { createServerSiwx } from '@portico/siwx'
import { localChainId, localRpcUrl } from '../local-chain'

const local = defineNetwork({
  id: localChainId,
  chainNamespace: 'eip155',
  name: 'Local',
  nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 },
  rpcUrls: { default: { http: [localRpcUrl] } },
  testnet: true,
})

// No WalletConnect (the adapter has no `walletConnect` options) and no data API: injected wallets
// on a local chain, fully offline. The kit's project id names the app to the data API only.
const projectId = 'example-vite-react'

/** The app's one kit, with sign-in on (the SIWX server is mounted by vite.config.ts). */
export const kit = createAppKit({
  adapters: [evmAdapter({ networks: [local] })],
  networks: [local],
  projectId,
  metadata: {
    name: 'Vite example',
    description: 'Portico in a Vite + React app',
    url: window.location.origin,
    icons: [],
  },
  siwx: createServerSiwx({ url: `${window.location.origin}/api/siwx` }),
})
