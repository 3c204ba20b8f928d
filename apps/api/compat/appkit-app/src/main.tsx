// An ordinary Reown AppKit app (React + wagmi adapter), written as its docs show: nothing in it
// knows about Portico. The compatibility test serves its build and answers every request to
// AppKit's cloud hosts from apps/api.

import { defineChain } from '@reown/appkit/networks'
import { createAppKit } from '@reown/appkit/react'
import { WagmiAdapter } from '@reown/appkit-adapter-wagmi'
import { QueryClient, QueryClientProvider } from '@tanstack/react-query'
import { createRoot } from 'react-dom/client'
import { WagmiProvider } from 'wagmi'

const projectId = 'appkit-compat-project'

// The local devnet (anvil, chain 31337), read through the Blockchain RPC path of the cloud host.
const devnet = defineChain({
  id: 31337,
  caipNetworkId: 'eip155:31337',
  chainNamespace: 'eip155',
  name: 'Portico Devnet',
  nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 },
  rpcUrls: {
    default: {
      http: [`https://rpc.walletconnect.org/v1/?chainId=eip155:31337&projectId=${projectId}`],
    },
  },
})

const networks: [typeof devnet] = [devnet]
const wagmiAdapter = new WagmiAdapter({ networks, projectId })

createAppKit({
  adapters: [wagmiAdapter],
  networks,
  projectId,
  // Two of AppKit's own options keep it from calling hosts besides its API hosts: a font family
  // (otherwise it preloads its font from fonts.reown.com) and no Coinbase / Base Account SDKs
  // (they send telemetry to cca-lite.coinbase.com).
  themeVariables: { '--w3m-font-family': 'system-ui, sans-serif' },
  enableCoinbase: false,
  enableBaseAccount: false,
  metadata: {
    name: 'AppKit compatibility app',
    description: 'An unmodified AppKit app served by apps/api',
    url: window.location.origin,
    icons: [],
  },
})

const queryClient = new QueryClient()

function App() {
  return (
    <main>
      <h1>AppKit compatibility app</h1>
      <appkit-button />
    </main>
  )
}

const root = document.getElementById('root')
if (root) {
  createRoot(root).render(
    <WagmiProvider config={wagmiAdapter.wagmiConfig}>
      <QueryClientProvider client={queryClient}>
        <App />
      </QueryClientProvider>
    </WagmiProvider>,
  )
}
