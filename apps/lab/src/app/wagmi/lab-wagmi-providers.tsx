import { QueryClient, QueryClientProvider } from '@tanstack/react-query'
import { type ReactNode, useState } from 'react'
import { type Config, WagmiProvider } from 'wagmi'

/** The providers a wagmi app wraps itself in, around the lab page. */
export function LabWagmiProviders({ config, children }: { config: Config; children: ReactNode }) {
  // One query client for the page's life (StrictMode renders twice; useState keeps the first).
  const [queryClient] = useState(() => new QueryClient())
  return (
    <WagmiProvider config={config}>
      <QueryClientProvider client={queryClient}>{children}</QueryClientProvider>
    </WagmiProvider>
  )
}
