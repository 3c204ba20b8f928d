import type { Unsubscribe } from '../adapter/chain-adapter.js'
import type { KitContext } from '../app-kit/kit-context.js'
import { showsView } from '../navigation/modal-rules.js'
import type { ViewName } from '../types/ui.js'
import type { WalletDirectoryActions } from './wallet-directory-actions.js'

/** The actions the loads call (the view flows' own) and the kit's tracking of what it must stop. */
export interface ViewDataLoadsDeps {
  directory: WalletDirectoryActions
  fetchTokenBalances(): Promise<unknown>
  track(unsubscribe: Unsubscribe): Unsubscribe
}

/** Each start begins a visit of its view; calling it while the visit lasts does nothing. */
export interface ViewDataLoads {
  /** Connect: the featured and recommended wallets (loaded once per instance). */
  startFeaturedWallets(): void
  /** AllWallets: a fresh visit clears the search and loads the first page and the featured ones. */
  startWalletDirectory(): void
  /** Account: the active account's balances now, and again when its address or network changes. */
  startAccountBalances(): void
}

const ignore = () => {}

/**
 * The data the Connect, AllWallets and Account views show, loaded when the modal shows them (not
 * when a component mounts, so a kit with no UI loads the same). A visit lasts until another view
 * is shown, the modal closes or the kit is destroyed; only then does a start begin a new one.
 */
export function createViewDataLoads(ctx: KitContext, deps: ViewDataLoadsDeps): ViewDataLoads {
  const { state } = ctx
  const { directory } = deps

  /**
   * A start for `view`: `enter` runs once per visit and returns what to run on each state change
   * while the view stays shown; the subscription ends with the visit.
   */
  function visits(view: ViewName, enter: () => (() => void) | undefined) {
    let stop: Unsubscribe | undefined
    const showing = () =>
      showsView({ modal: state.get('modal'), router: state.get('router') }, view)
    return () => {
      if (stop || ctx.destroyed() || !showing()) return
      const changed = enter()
      stop = deps.track(
        state.subscribe(() => {
          if (showing()) return changed?.()
          stop?.()
          stop = undefined
        }),
      )
    }
  }

  return {
    startFeaturedWallets: visits('Connect', () => {
      void directory.fetchFeaturedWallets()
      return undefined
    }),
    startWalletDirectory: visits('AllWallets', () => {
      directory.searchWallets('')
      void directory.fetchWallets()
      void directory.fetchFeaturedWallets()
      return undefined
    }),
    startAccountBalances: visits('Account', () => {
      let seen: string | undefined
      const look = () => {
        const namespace = state.get('activeNamespace')
        const address = namespace ? state.get('accounts')[namespace]?.address : undefined
        const network = namespace ? state.get('networks')[namespace]?.caipNetwork : undefined
        const key = `${address ?? ''}|${network?.caipNetworkId ?? ''}`
        if (key === seen) return
        seen = key
        if (address) deps.fetchTokenBalances().catch(ignore)
      }
      look()
      return look
    }),
  }
}
