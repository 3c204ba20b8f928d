import { QueryClient, QueryClientProvider } from '@tanstack/react-query'
import { StrictMode } from 'react'
import { createRoot } from 'react-dom/client'
import { WagmiProvider } from 'wagmi'
import { WagmiApp } from './app'
import { wagmiConfig } from './config'

const queryClient = new QueryClient()
const root = document.getElementById('root')
if (!root) throw new Error('wagmi.html has no #root')
createRoot(root).render(
  <StrictMode>
    <WagmiProvider config={wagmiConfig}>
      <QueryClientProvider client={queryClient}>
        <WagmiApp />
      </QueryClientProvider>
    </WagmiProvider>
  </StrictMode>,
)
