// Bundled by `testWalletBrowserScript` into a script injected into pages: installs the test wallet
// as `window.ethereum`, announces it through EIP-6963 and exposes it as `window.__porticoTestWallet`.
import {
  createTestWallet,
  type TestWallet,
  type TestWalletMode,
  type TestWalletPersistedState,
  type TestWalletPersistence,
} from './test-wallet.js'
import type { TestWalletInfo } from './wallet-info.js'
import { injectByPresence } from './wallet-presence.js'

/** Configuration of the in-page test wallet (JSON-serialisable). */
export interface BrowserTestWalletConfig {
  privateKey: `0x${string}`
  rpcUrls: Record<number, string>
  chainId: number
  mode?: TestWalletMode
  info?: Partial<TestWalletInfo>
  /** Start already connected. Default false. */
  authorized?: boolean
  /** Set `window.ethereum` (default true). */
  injectWindowEthereum?: boolean
  /** Announce through EIP-6963 (default true). */
  announce?: boolean
  /** ERC-7811 asset discovery (see `CreateTestWalletOptions.assetDiscovery`). */
  assetDiscovery?: { tokens?: `0x${string}`[] }
  /** Remember authorization and chain in localStorage across reloads (default true). */
  persist?: boolean
}

/** What the in-page wallet adds to `window` (cast `window` to it inside `page.evaluate`). */
export interface TestWalletPageGlobals {
  ethereum?: TestWallet['provider']
  /** The last installed test wallet. */
  __porticoTestWallet?: TestWallet
  /** Every installed test wallet by rdns. */
  __porticoTestWallets?: Record<string, TestWallet>
}

type PorticoWindow = TestWalletPageGlobals

function localStoragePersistence(key: string): TestWalletPersistence {
  return {
    load() {
      try {
        const raw = window.localStorage.getItem(key)
        return raw ? (JSON.parse(raw) as TestWalletPersistedState) : undefined
      } catch {
        return undefined
      }
    },
    save(state) {
      try {
        window.localStorage.setItem(key, JSON.stringify(state))
      } catch {
        // Storage can be unavailable (sandboxed frames, opaque origins): the wallet just forgets.
      }
    },
  }
}

export function install(config: BrowserTestWalletConfig): TestWallet {
  const rdns = config.info?.rdns ?? 'dev.portico.testwallet'
  const wallet = createTestWallet({
    privateKey: config.privateKey,
    rpcUrls: config.rpcUrls,
    chainId: config.chainId,
    ...(config.mode ? { mode: config.mode } : {}),
    ...(config.info ? { info: config.info } : {}),
    ...(config.assetDiscovery ? { assetDiscovery: config.assetDiscovery } : {}),
    ...(config.authorized !== undefined ? { authorized: config.authorized } : {}),
    ...(config.persist === false
      ? {}
      : { persistence: localStoragePersistence(`__porticoTestWallet:${rdns}`) }),
  })
  const page = window as unknown as PorticoWindow
  page.__porticoTestWallet = wallet
  page.__porticoTestWallets = { ...page.__porticoTestWallets, [rdns]: wallet }
  // What the dapp sees of the wallet follows its presence (installed, removed, injected late).
  injectByPresence(wallet.info.name, () => {
    if (config.injectWindowEthereum !== false) page.ethereum = wallet.provider
    if (config.announce !== false) wallet.announce(window)
  })
  return wallet
}
