import { evmAdapter } from '@portico/adapter-evm'
import { createAppKit, mainnet } from '@portico/core'
import { AppKitButton, AppKitProvider } from '@portico/ui-react'
import { StrictMode } from 'react'
import { createRoot } from 'react-dom/client'

const projectId = 'bench-placeholder-project-id'

// The bench's WalletConnect and All Wallets runs point the kit at a local relay (`?relay=`) and a
// local wallet directory (`?api=`); every other run passes neither.
const scenario = new URLSearchParams(window.location.search)
const relayUrl = scenario.get('relay') ?? undefined
const apiUrl = scenario.get('api') ?? undefined

// One instance per app, created outside render (mainnet only, like the anchors). Only what the kit
// requires (adapters, networks, project id): every other option is the kit's default, so the
// figures are what a user of the kit gets.
const kit = createAppKit({
  adapters: [
    evmAdapter({
      networks: [mainnet],
      walletConnect: { projectId, ...(relayUrl ? { relayUrl } : {}) },
    }),
  ],
  networks: [mainnet],
  projectId,
  ...(apiUrl ? { apiUrl } : {}),
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
