// Bundled by `bitcoinTestWalletBrowserScript` into a script injected into pages: creates the Bitcoin
// test wallet, installs it for sats-connect and the Wallet Standard, and exposes it as
// `window.__porticoBitcoinTestWallet`.

import { injectByPresence } from '../../wallet/wallet-presence.js'
import {
  type BitcoinTestWallet,
  type BitcoinTestWalletInfo,
  type BitcoinTestWalletMode,
  createBitcoinTestWallet,
} from './bitcoin-test-wallet.js'
import { installBitcoinTestWallet } from './install-bitcoin-wallet.js'

/** Configuration of the in-page Bitcoin test wallet (JSON-serialisable). */
export interface BrowserBitcoinTestWalletConfig {
  /** Hex private keys (see `bitcoinTestWalletKeys`). */
  paymentPrivateKey: string
  ordinalsPrivateKey: string
  /** The regtest Esplora URL (CORS-open on the local node). */
  esploraUrl: string
  mode?: BitcoinTestWalletMode
  info?: Partial<BitcoinTestWalletInfo>
  /** Start connected. Default false. */
  authorized?: boolean
  /** Also set `window.BitcoinProvider` (sats-connect's default provider). Default false. */
  defaultProvider?: boolean
  /** Register with the Wallet Standard (default true). */
  walletStandard?: boolean
  /** List in sats-connect's `window.btc_providers` (default true). */
  satsConnect?: boolean
  /** Remember authorization in localStorage across reloads (default true). */
  persist?: boolean
}

/** What the in-page wallet adds to `window` (cast `window` to it inside `page.evaluate`). */
export interface BitcoinTestWalletPageGlobals {
  __porticoBitcoinTestWallet?: BitcoinTestWallet
}

function localStoragePersistence(key: string) {
  return {
    load(): boolean | undefined {
      try {
        const raw = window.localStorage.getItem(key)
        return raw === null ? undefined : raw === 'true'
      } catch {
        return undefined
      }
    },
    save(authorized: boolean) {
      try {
        window.localStorage.setItem(key, String(authorized))
      } catch {
        // Storage can be unavailable (sandboxed frames, opaque origins): the wallet just forgets.
      }
    },
  }
}

export function install(config: BrowserBitcoinTestWalletConfig): BitcoinTestWallet {
  const wallet = createBitcoinTestWallet({
    paymentPrivateKey: config.paymentPrivateKey,
    ordinalsPrivateKey: config.ordinalsPrivateKey,
    esploraUrl: config.esploraUrl,
    ...(config.mode ? { mode: config.mode } : {}),
    ...(config.info ? { info: config.info } : {}),
    ...(config.authorized !== undefined ? { authorized: config.authorized } : {}),
    ...(config.persist === false
      ? {}
      : { persistence: localStoragePersistence('__porticoBitcoinTestWallet:authorized') }),
  })
  injectByPresence(wallet.info.name, () =>
    installBitcoinTestWallet(window, wallet, {
      ...(config.defaultProvider !== undefined ? { defaultProvider: config.defaultProvider } : {}),
      ...(config.walletStandard !== undefined ? { walletStandard: config.walletStandard } : {}),
      ...(config.satsConnect !== undefined ? { satsConnect: config.satsConnect } : {}),
    }),
  )
  ;(window as unknown as BitcoinTestWalletPageGlobals).__porticoBitcoinTestWallet = wallet
  return wallet
}
