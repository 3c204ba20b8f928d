import { bitcoinAdapter } from '@portico/adapter-bitcoin'
import { evmAdapter } from '@portico/adapter-evm'
import { polkadotAdapter } from '@portico/adapter-polkadot'
import { solanaAdapter } from '@portico/adapter-solana'
import { type AdapterDefinition, createAppKit, type Network, swapNetworkIds } from '@portico/core'
import { installBitcoinTestWalletInPage } from '@portico/testing/bitcoin-wallet'
import { installSolanaTestWalletInPage } from '@portico/testing/solana-wallet'
import { installTestWalletInPage } from '@portico/testing/wallet'
import { AppKitProvider } from '@portico/ui-react'
import { StrictMode } from 'react'
import { createRoot } from 'react-dom/client'
import { labFamilies, labFamilyNetworks, labNetworks } from './lab-networks.js'
import { LabPage } from './lab-page.js'
import { labFeatures, labThemeVariables, parseLabSettings } from './lab-settings.js'
import { labSiwx } from './lab-sign-in.js'
import type { LabPolkadotTestExtension } from './polkadot-test-extension.js'
import { readLabConfig } from './read-lab-config.js'
import { createLabWagmiConfig, wagmiRequested } from './wagmi/lab-wagmi-config.js'
import { LabWagmiProviders } from './wagmi/lab-wagmi-providers.js'
import { WagmiHooksPanel } from './wagmi/wagmi-hooks-panel.js'

const config = readLabConfig()
const settings = parseLabSettings(window.location.search)
const families = labFamilies(config, settings.families)
const evmNetworks = labNetworks(config, settings.networks)
// The EVM devnet first (the default network), then each other family's local network first.
const [firstNetwork, ...otherNetworks]: Network[] = [
  ...(families.includes('eip155') ? evmNetworks : []),
  ...labFamilyNetworks(config, families),
]
if (!firstNetwork) throw new Error('The lab has no network for the chosen families.')
const networks: [Network, ...Network[]] = [firstNetwork, ...otherNetworks]

// The test EVM wallet, installed before the kit so its EIP-6963 announcement is the first one seen.
const wallet = installTestWalletInPage({
  privateKey: config.injectedWallet.privateKey,
  rpcUrls: Object.fromEntries(config.chains.map((chain) => [chain.chainId, chain.rpcUrl])),
  chainId: Number(evmNetworks[0].id),
  info: { name: 'Portico Test Wallet', rdns: 'dev.portico.testwallet' },
  // `assets=wallet`: the kit reads balances from the wallet (SPEC §7) instead of the data API.
  ...(settings.walletAssets
    ? {
        assetDiscovery: {
          tokens: [
            config.contracts.usdc,
            config.contracts.dai,
            config.contracts.usdt,
            config.contracts.zero,
          ],
        },
      }
    : {}),
})

const metadata = {
  name: 'Portico lab',
  description: 'Every Portico flow on a local devnet',
  url: window.location.origin,
  icons: [],
}
// `wallettimeout=`: every family's adapter waits that long for the wallet (the fault tests).
const requestTimeout = settings.walletTimeout ? { requestTimeout: settings.walletTimeout } : {}

// Every adapter's WalletConnect options: the kit's one client on the stack's local relay.
const walletConnect = { projectId: config.projectId, relayUrl: config.relayUrl, metadata }

// The other families' test wallets, each under its own name (a wallet offering several families
// under one name would be listed once, connecting them all).
const solanaWallet =
  families.includes('solana') && config.solana
    ? installSolanaTestWalletInPage({
        secretKey: config.solana.wallet.secretKey,
        rpcUrl: config.solana.rpcUrl,
        chains: [config.solana.caip2],
        name: 'Portico Solana Wallet',
      })
    : undefined
const bitcoinWallet =
  families.includes('bip122') && config.bitcoin
    ? installBitcoinTestWalletInPage({
        paymentPrivateKey: config.bitcoin.wallet.paymentPrivateKey,
        ordinalsPrivateKey: config.bitcoin.wallet.ordinalsPrivateKey,
        esploraUrl: config.bitcoin.esploraUrl,
        info: { name: 'Portico Bitcoin Wallet' },
      })
    : undefined

// The Polkadot test extension, installed by a page script of its own that runs before this one
// (polkadot-test-extension.ts: only on a stack running Polkadot, for the lab's CSP).
const polkadotWallet = (window as unknown as { __porticoLabPolkadot?: LabPolkadotTestExtension })
  .__porticoLabPolkadot

// `wagmi=on`: the lab is a wagmi app whose config the EVM adapter shares (after the test wallet,
// so wagmi's own EIP-6963 discovery sees it).
const wagmiConfig =
  families.includes('eip155') && wagmiRequested(window.location.search)
    ? createLabWagmiConfig(config, evmNetworks)
    : undefined

const adapters: AdapterDefinition[] = []
if (families.includes('eip155')) {
  adapters.push(
    evmAdapter({
      networks: evmNetworks,
      walletConnect: { ...walletConnect, customStoragePrefix: 'portico-lab-dapp' },
      ...requestTimeout,
      ...(wagmiConfig ? { wagmiConfig } : {}),
    }),
  )
}
if (families.includes('solana')) {
  adapters.push(solanaAdapter({ walletConnect, ...requestTimeout }))
}
if (families.includes('bip122')) {
  adapters.push(
    bitcoinAdapter({
      walletConnect: { ...walletConnect, customStoragePrefix: 'portico-lab-dapp-btc' },
      ...requestTimeout,
    }),
  )
}

if (families.includes('polkadot')) {
  adapters.push(polkadotAdapter({ appName: 'Portico lab', walletConnect, ...requestTimeout }))
}

const kit = createAppKit({
  adapters,
  networks,
  projectId: config.projectId,
  apiUrl: config.apiUrl,
  metadata,
  features: labFeatures(settings),
  themeMode: settings.themeMode,
  themeVariables: labThemeVariables(settings),
  // Sign-in verified by apps/api's SIWX server when the settings turn it on.
  siwx: labSiwx(settings.signIn ?? 'off', config.apiUrl),
  // Email login through the wallet frame on its own origin, when the stack serves it.
  ...(config.walletFrameUrl
    ? {
        embeddedWallet: {
          frameUrl: config.walletFrameUrl,
          ...(settings.frameTimeout ? { timeoutMs: settings.frameTimeout } : {}),
        },
      }
    : {}),
  // Swaps on the spec's networks and on the devnet, whose pools apps/api answers from.
  swapNetworks: [...swapNetworkIds, ...evmNetworks.map((network) => network.caipNetworkId)],
})

// A debugging handle for the console and the e2e tests (the lab is a QA app, never shipped).
;(window as unknown as { __porticoLab: unknown }).__porticoLab = {
  kit,
  wallet,
  solanaWallet,
  bitcoinWallet,
  polkadotWallet,
  config,
  families,
}

const root = document.getElementById('root')
if (!root) throw new Error('The lab page has no #root element.')
const page = (
  <AppKitProvider instance={kit}>
    <LabPage kit={kit} wallet={wallet} config={config} settings={settings}>
      {wagmiConfig ? <WagmiHooksPanel config={config} /> : null}
    </LabPage>
  </AppKitProvider>
)
createRoot(root).render(
  <StrictMode>
    {wagmiConfig ? <LabWagmiProviders config={wagmiConfig}>{page}</LabWagmiProviders> : page}
  </StrictMode>,
)
