import { evmAdapter } from '@portico/adapter-evm'
import { installTestWalletInPage } from '@portico/testing/wallet'
import { AppKitProvider, createAppKit } from '@portico/ui-react'
import { StrictMode } from 'react'
import { createRoot } from 'react-dom/client'
import { labNetworks } from './lab-networks.js'
import { LabPage } from './lab-page.js'
import { labFeatures, labThemeVariables, parseLabSettings } from './lab-settings.js'
import { readLabConfig } from './read-lab-config.js'
import './lab.css'

const config = readLabConfig()
const settings = parseLabSettings(window.location.search)
const networks = labNetworks(config, settings.networks)

// The test EVM wallet, installed before the kit so its EIP-6963 announcement is the first one seen.
const wallet = installTestWalletInPage({
  privateKey: config.injectedWallet.privateKey,
  rpcUrls: Object.fromEntries(config.chains.map((chain) => [chain.chainId, chain.rpcUrl])),
  chainId: Number(networks[0].id),
  info: { name: 'Portico Test Wallet', rdns: 'dev.portico.testwallet' },
})

const metadata = {
  name: 'Portico lab',
  description: 'Every Portico flow on a local devnet',
  url: window.location.origin,
  icons: [],
}

const kit = createAppKit({
  adapters: [
    evmAdapter({
      networks,
      projectId: config.projectId,
      relayUrl: config.relayUrl,
      walletConnect: { metadata, customStoragePrefix: 'portico-lab-dapp' },
    }),
  ],
  networks,
  projectId: config.projectId,
  apiUrl: config.apiUrl,
  metadata,
  features: labFeatures(settings),
  themeMode: settings.themeMode,
  themeVariables: labThemeVariables(settings),
})

// A debugging handle for the console and the e2e tests (the lab is a QA app, never shipped).
;(window as unknown as { __porticoLab: unknown }).__porticoLab = { kit, wallet, config }

const root = document.getElementById('root')
if (!root) throw new Error('The lab page has no #root element.')
createRoot(root).render(
  <StrictMode>
    <AppKitProvider instance={kit}>
      <LabPage kit={kit} wallet={wallet} config={config} settings={settings} />
    </AppKitProvider>
  </StrictMode>,
)
