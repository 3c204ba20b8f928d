import type { Wallet } from '@wallet-standard/base'
import { isSolanaWallet } from './solana-wallet.js'

/** At most this many Wallet Standard wallets are kept (a page registering thousands is refused). */
export const MAX_STANDARD_WALLETS = 50

const REGISTER_EVENT = 'wallet-standard:register-wallet'
const APP_READY_EVENT = 'wallet-standard:app-ready'

export interface WalletStandardRegistry {
  /** The Solana wallets registered so far, in registration order, one per name. */
  wallets(): readonly Wallet[]
  /** Removes the listener; later registrations are ignored. */
  destroy(): void
}

/**
 * The app side of the Wallet Standard window-event protocol, owned by one adapter instance:
 * listens for `wallet-standard:register-wallet` (late wallets) and dispatches
 * `wallet-standard:app-ready` once (wallets loaded earlier register in answer). Unlike
 * `@wallet-standard/app`'s `getWallets()`, whose registry and listener live at module scope for
 * the page's lifetime, this one is released by `destroy()`, so two kits never share state.
 * Wallets without `standard:connect` and a `solana:` feature are ignored.
 */
export function watchWalletStandard(
  target: EventTarget,
  options: { onChange(): void; warn(message: string, details?: unknown): void },
): WalletStandardRegistry {
  const registered: Wallet[] = []
  let destroyed = false

  function register(...wallets: unknown[]): () => void {
    const added: Wallet[] = []
    for (const wallet of wallets) {
      if (destroyed || registered.includes(wallet as Wallet)) continue
      if (!isSolanaWallet(wallet)) continue
      if (registered.some((w) => w.name === wallet.name)) {
        options.warn('Ignored a second Wallet Standard wallet of the same name', wallet.name)
        continue
      }
      if (registered.length >= MAX_STANDARD_WALLETS) {
        options.warn('Ignored a Wallet Standard wallet beyond the limit', MAX_STANDARD_WALLETS)
        continue
      }
      registered.push(wallet)
      added.push(wallet)
    }
    if (added.length > 0) options.onChange()
    return () => {
      let removed = false
      for (const wallet of added) {
        const index = registered.indexOf(wallet)
        if (index >= 0) {
          registered.splice(index, 1)
          removed = true
        }
      }
      if (removed && !destroyed) options.onChange()
    }
  }

  const api = Object.freeze({ register })
  const onRegister = (event: Event) => {
    const callback = (event as CustomEvent<unknown>).detail
    if (typeof callback !== 'function') return
    try {
      callback(api)
    } catch (error) {
      options.warn('A Wallet Standard wallet failed to register', error)
    }
  }
  target.addEventListener(REGISTER_EVENT, onRegister)
  try {
    target.dispatchEvent(new CustomEvent(APP_READY_EVENT, { detail: api }))
  } catch (error) {
    options.warn('A Wallet Standard wallet failed on app-ready', error)
  }

  return {
    wallets: () => registered,
    destroy() {
      destroyed = true
      target.removeEventListener(REGISTER_EVENT, onRegister)
      registered.length = 0
    },
  }
}
