import { createAppKit, createMemoryStorage, mainnet } from '@portico/core'
import { fixtureDataApi, mapAdapter, mockAdapter } from '@portico/core/testing'
import { AppKitProvider } from '@portico/ui-react'
import { createRoot } from 'react-dom/client'

declare global {
  interface Window {
    __portico?: { ready: boolean; error?: string }
    /** Set by a hostile link's script if it ever runs. */
    __pwned?: unknown
  }
}

/**
 * The ConnectingWalletConnect view for a wallet whose directory `mobile_link` is `?link=` (any
 * characters, percent-encoded in the query): the mock WalletConnect connector shows a pairing URI
 * and waits, as a real one does while the phone user decides.
 */
async function main() {
  const link = new URLSearchParams(window.location.search).get('link') ?? ''
  const base = mockAdapter({
    accounts: ['0x1111111111111111111111111111111111111111'],
    connectors: [
      { id: 'walletConnect', name: 'WalletConnect', type: 'WALLET_CONNECT', chain: 'eip155' },
    ],
  })
  const adapter = mapAdapter(base, (wallet) => ({
    ...wallet,
    connect: () => {
      wallet.mock.emitDisplayUri('wc:e2e@2?relay-protocol=irn&symKey=abc')
      return new Promise<never>(() => {})
    },
  }))
  const kit = createAppKit({
    adapters: [adapter],
    networks: [mainnet],
    projectId: 'e2e-link-fixture',
    api: fixtureDataApi(),
    storage: createMemoryStorage(),
  })
  await kit.ready
  createRoot(document.getElementById('root')!).render(
    <AppKitProvider instance={kit}>
      <main />
    </AppKitProvider>,
  )
  kit.open({
    view: 'ConnectingWalletConnect',
    data: { connectorId: 'walletConnect', walletId: 'evil', walletName: 'Evil', mobileLink: link },
  })
  window.__portico = { ready: true }
}

main().catch((error: unknown) => {
  window.__portico = { ready: false, error: String(error) }
})
