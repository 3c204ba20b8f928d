import type { Wallet } from '@wallet-standard/base'

/** The app's side of the Wallet Standard registration protocol. */
interface WalletsApi {
  register(...wallets: Wallet[]): () => void
}

/**
 * Registers a wallet through the Wallet Standard window events (what `@wallet-standard/wallet`'s
 * `registerWallet` does): announces it with `wallet-standard:register-wallet` for apps already
 * listening, and answers every later `wallet-standard:app-ready`. `target` is `window` in a page, any
 * EventTarget in Node. Returns a function that stops answering and unregisters where it can.
 *
 * @example
 * const stop = registerWallet(test.wallet, window)
 */
export function registerWallet(wallet: Wallet, target: EventTarget): () => void {
  const unregisters: (() => void)[] = []
  const callback = (api: WalletsApi) => {
    unregisters.push(api.register(wallet))
  }
  const onAppReady = (event: Event) => {
    const api = (event as CustomEvent<WalletsApi>).detail
    if (api && typeof api.register === 'function') callback(api)
  }
  target.addEventListener('wallet-standard:app-ready', onAppReady)
  target.dispatchEvent(
    new CustomEvent('wallet-standard:register-wallet', {
      bubbles: false,
      cancelable: false,
      composed: false,
      detail: callback,
    }),
  )
  return () => {
    target.removeEventListener('wallet-standard:app-ready', onAppReady)
    for (const unregister of unregisters.splice(0)) unregister()
  }
}
