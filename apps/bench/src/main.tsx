import { evmAdapter } from '@portico/adapter-evm'
import { mainnet } from '@portico/core'
import { AppKitButton, AppKitProvider, createAppKit } from '@portico/ui-react'
import { StrictMode } from 'react'
import { createRoot } from 'react-dom/client'

const projectId = 'bench-placeholder-project-id'

// One instance per app, created outside render (mainnet only, like the anchors).
const kit = createAppKit({
  adapters: [evmAdapter({ networks: [mainnet], projectId })],
  networks: [mainnet],
  projectId,
  // The data API (wallet directory, balances): unreachable in the benchmark, like every
  // anchor's vendor API, so the modal shows its offline content.
  apiUrl: 'https://api.portico.invalid',
  metadata: {
    name: 'Portico bench',
    description: 'Benchmark app',
    url: 'http://127.0.0.1',
    icons: [],
  },
})

createRoot(document.getElementById('root')!).render(
  <StrictMode>
    {/* Defaults only: what a user of the kit gets is what the bench measures. */}
    <AppKitProvider instance={kit}>
      <main style={{ padding: 24 }}>
        <AppKitButton data-testid="connect-button" />
      </main>
    </AppKitProvider>
  </StrictMode>,
)
