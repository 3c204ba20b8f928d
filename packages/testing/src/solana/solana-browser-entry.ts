// Bundled by `solanaTestWalletBrowserScript` into a script injected into pages: registers the Solana
// test wallet through the Wallet Standard events and exposes it as `window.__porticoSolanaTestWallet`.
import { injectByPresence } from '../wallet/wallet-presence.js'
import { registerWallet } from './register-wallet.js'
import {
  createSolanaTestWallet,
  type SolanaTestWallet,
  type SolanaTestWalletMode,
} from './solana-test-wallet.js'

/** Configuration of the in-page Solana test wallet (JSON-serialisable). */
export interface BrowserSolanaTestWalletConfig {
  /** 64-byte secret key as numbers. */
  secretKey: number[]
  rpcUrl: string
  chains: `solana:${string}`[]
  mode?: SolanaTestWalletMode
  name?: string
  /** Start already connected. Default false. */
  authorized?: boolean
  /** Remember the connection in localStorage across reloads (default true), for silent reconnects. */
  persist?: boolean
}

/** What the in-page wallet adds to `window` (cast `window` to it inside `page.evaluate`). */
export interface SolanaTestWalletPageGlobals {
  __porticoSolanaTestWallet?: SolanaTestWallet
}

/** Installs the wallet in the current page; returns it. */
export function install(config: BrowserSolanaTestWalletConfig): SolanaTestWallet {
  const secretKey = Uint8Array.from(config.secretKey)
  const persist = config.persist !== false && typeof localStorage !== 'undefined'
  const storageKey = `portico-solana-test-wallet:${config.name ?? 'default'}`
  const remembered = persist && localStorage.getItem(storageKey) === 'authorized'
  const test = createSolanaTestWallet({
    secretKey,
    rpcUrl: config.rpcUrl,
    chains: config.chains,
    ...(config.mode ? { mode: config.mode } : {}),
    ...(config.name ? { name: config.name } : {}),
    authorized: config.authorized === true || remembered,
  })
  if (persist) {
    test.wallet.features['standard:events'].on('change', ({ accounts }) => {
      if (!accounts) return
      if (accounts.length > 0) localStorage.setItem(storageKey, 'authorized')
      else localStorage.removeItem(storageKey)
    })
  }
  injectByPresence(test.wallet.name, () => registerWallet(test.wallet, window))
  ;(window as SolanaTestWalletPageGlobals).__porticoSolanaTestWallet = test
  return test
}
