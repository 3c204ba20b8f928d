import { arbitrum, createAppKit, createMemoryStorage, mainnet, optimism } from '@portico/core'
import { fixtureDataApi, type MockAdapter, mapAdapter, mockAdapter } from '@portico/core/testing'
import { AppKitProvider } from '@portico/ui-react'
import { createRoot } from 'react-dom/client'
import { DAI, disc, HOSTILE, NFTS, TRANSACTIONS, USDC, WALLET_ADDRESS } from './wallet-data.js'
import { BALANCES, WALLET_SCENARIOS } from './wallet-scenarios.js'

declare global {
  interface Window {
    __portico?: { ready: boolean; error?: string }
    /** What the mock wallet recorded, for the keyboard flow test. */
    __walletFixture?: {
      sentTransactions: () => { to: string; value: string; tokenAddress?: string }[]
    }
  }
}

/** Wallet requests that need approval stay pending (the user has not answered yet). */
function holdApprovals(adapter: MockAdapter): MockAdapter {
  return {
    ...adapter,
    request: (request) =>
      request.method === 'eth_sendTransaction' || request.method === 'personal_sign'
        ? new Promise(() => {})
        : adapter.request(request),
  }
}

async function main() {
  const params = new URLSearchParams(window.location.search)
  const name = params.get('scenario') ?? 'account'
  const scenario = WALLET_SCENARIOS[name]
  if (!scenario) throw new Error(`Unknown scenario ${name}`)
  const themeMode = params.get('theme') === 'light' ? 'light' : 'dark'
  const balances = scenario.balances ?? 'default'

  const networks = [
    { ...mainnet, assets: { imageUrl: disc('#627eea', 'E') } },
    { ...optimism, assets: { imageUrl: disc('#ff0420', 'O') } },
    { ...arbitrum, assets: { imageUrl: disc('#28a0f0', 'A') } },
  ] as const
  const base = mockAdapter({
    accounts: [WALLET_ADDRESS],
    balance: '1.25012',
    // The fixture "chain": token contracts agree with the portfolio's decimals; gas at 1 gwei.
    tokenDecimals: Object.fromEntries(
      [USDC, DAI, HOSTILE].map((token) => [token.address ?? '', Number(token.quantity.decimals)]),
    ),
    gasPrice: 1_000_000_000n,
  })
  const adapter = mapAdapter(base, holdApprovals)
  const api = fixtureDataApi({
    balances: BALANCES[balances],
    transactions: scenario.history === false ? [] : TRANSACTIONS,
    nfts: scenario.history === false ? [] : NFTS,
    failing: balances === 'failing' ? ['getBalances'] : [],
    identities: { [WALLET_ADDRESS]: { name: 'portico.eth', avatar: null } },
  })
  const kit = createAppKit({
    adapters: [adapter],
    networks: [networks[0], networks[1], networks[2]],
    projectId: 'e2e-wallet-fixture',
    api,
    storage: createMemoryStorage(),
    themeMode,
    // `?locale=ar`: the modal in that locale (the right-to-left tests).
    ...(params.get('locale') ? { locale: params.get('locale') as string } : {}),
  })
  await kit.ready
  await kit.connect({ connectorId: 'mock' })
  await scenario.prepare?.(kit, kit.getAdapter('eip155') as MockAdapter)

  createRoot(document.getElementById('root')!).render(
    <AppKitProvider instance={kit}>
      <main style={{ padding: 24 }}>
        <h1 style={{ font: '600 18px system-ui', margin: 0 }}>Portico wallet views</h1>
      </main>
    </AppKitProvider>,
  )
  if (kit.getSnapshot().router.view !== scenario.view || !kit.getSnapshot().modal.open) {
    kit.open({ view: scenario.view })
  }
  window.__walletFixture = {
    sentTransactions: () =>
      base.mock.state.sentTransactions.map((t) => ({
        to: t.to,
        value: String(t.value),
        ...(t.tokenAddress ? { tokenAddress: t.tokenAddress } : {}),
      })),
  }
  window.__portico = { ready: true }
}

main().catch((error: unknown) => {
  window.__portico = { ready: false, error: String(error) }
})
