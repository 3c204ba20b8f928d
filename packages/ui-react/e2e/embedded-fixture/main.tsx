import { createAppKit, createMemoryStorage, mainnet } from '@portico/core'
import { fixtureDataApi, mockAdapter } from '@portico/core/testing'
import { AppKitEmbedded, AppKitProvider } from '@portico/ui-react'
import { createRoot } from 'react-dom/client'

declare global {
  interface Window {
    __portico?: { ready: boolean; error?: string }
  }
}

/**
 * A page that shows the kit inline (`enableEmbedded`, `<AppKitEmbedded>`) in a 420 px column
 * between two of the page's own buttons, and no connect button: the user connects from the
 * inline wallet list. `?theme=light` for the light theme.
 */
async function main() {
  const params = new URLSearchParams(window.location.search)
  const kit = createAppKit({
    adapters: [mockAdapter({ accounts: ['0x1111111111111111111111111111111111111111'] })],
    networks: [mainnet],
    projectId: 'e2e-embedded-fixture',
    api: fixtureDataApi(),
    storage: createMemoryStorage(),
    themeMode: params.get('theme') === 'light' ? 'light' : 'dark',
    enableEmbedded: true,
  })
  await kit.ready
  createRoot(document.getElementById('root')!).render(
    <AppKitProvider instance={kit}>
      <main style={{ display: 'flex', flexDirection: 'column', gap: 16, padding: 24 }}>
        <h1 style={{ font: '600 18px system-ui', margin: 0 }}>Portico inline host</h1>
        <button type="button" style={{ alignSelf: 'start' }}>
          Before
        </button>
        <section aria-label="Wallet" data-testid="column" style={{ width: 420 }}>
          <AppKitEmbedded />
        </section>
        <button type="button" style={{ alignSelf: 'start' }}>
          After
        </button>
      </main>
    </AppKitProvider>,
  )
  window.__portico = { ready: true }
}

main().catch((error: unknown) => {
  window.__portico = { ready: false, error: String(error) }
})
