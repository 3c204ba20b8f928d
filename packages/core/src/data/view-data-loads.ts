import type { Unsubscribe } from '../adapter/chain-adapter.js'
import type { AppKitSnapshot } from '../app-kit/app-kit-types.js'
import type { KitContext } from '../app-kit/kit-context.js'
import { showsView } from '../navigation/modal-rules.js'
import type { ViewName } from '../types/ui.js'
import type { WalletDirectoryActions } from './wallet-directory-actions.js'

/** The actions the loads call (the view flows' own) and the kit's tracking of what it must stop. */
export interface ViewDataLoadsDeps {
  directory: WalletDirectoryActions
  fetchTokenBalances(): Promise<unknown>
  /** The NFT read that keeps its answer on the account (`createNftHoldings`). */
  fetchNfts(): Promise<unknown>
  fetchTransactions(params: { reset: true }): Promise<unknown>
  track(unsubscribe: Unsubscribe): Unsubscribe
}

/** Each start begins a visit of its view; calling it while the visit lasts does nothing. */
export interface ViewDataLoads {
  /** Connect: the featured and recommended wallets (loaded once per instance). */
  startFeaturedWallets(): void
  /** AllWallets: a fresh visit clears the search and loads the first page and the featured ones. */
  startWalletDirectory(): void
  /**
   * Account: the active account's balances now, and again when its address or network changes;
   * the NFTs while the NFTs tab is shown (again on an address or network change); the history
   * while the Activity tab is shown, whenever it is stale.
   */
  startAccountData(): void
}

const ignore = () => {}

/** The Account view's tabs (core's `currentTab`): 1 NFTs, 2 Activity. */
const NFTS_TAB = 1
const ACTIVITY_TAB = 2

/**
 * The tab the Account view shows for the active account: its `currentTab`, but Tokens (0) when
 * the history feature is off (the view then offers no NFTs or Activity tab); undefined without
 * an address (the view shows no tabs).
 */
function shownAccountTab(snapshot: AppKitSnapshot): number | undefined {
  const namespace = snapshot.activeNamespace
  const account = namespace ? snapshot.accounts[namespace] : undefined
  if (!account?.address) return undefined
  return snapshot.features.history ? account.currentTab : 0
}

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

  /**
   * Runs `load` when `key` (read from the state) changes to another value than undefined; each
   * returned function looks once, the first look counting as a change.
   */
  function onKeyChange(key: () => string | undefined, load: () => void) {
    let seen: string | undefined
    let first = true
    return () => {
      const now = key()
      if (!first && now === seen) return
      first = false
      seen = now
      if (now !== undefined) load()
    }
  }

  /** The active account's balances, again when its address or network changes. */
  function watchBalances() {
    return onKeyChange(
      () => {
        const namespace = state.get('activeNamespace')
        const address = namespace ? state.get('accounts')[namespace]?.address : undefined
        const network = namespace ? state.get('networks')[namespace]?.caipNetwork : undefined
        return address ? `${address}|${network?.caipNetworkId ?? ''}` : undefined
      },
      () => void deps.fetchTokenBalances().catch(ignore),
    )
  }

  /** The NFTs while the NFTs tab is shown: on entering it, and on an address or network change. */
  function watchNfts() {
    return onKeyChange(
      () => {
        if (shownAccountTab(state.snapshot()) !== NFTS_TAB) return undefined
        const namespace = state.get('activeNamespace')
        return namespace ? state.get('accounts')[namespace]?.caipAddress : undefined
      },
      () => void deps.fetchNfts().catch(ignore),
    )
  }

  /**
   * The history while the Activity tab is shown: from the first page whenever it is stale (never
   * fetched, account or network changed, a send succeeded since) and no page is loading. Looked
   * at on entering the tab and when `stale` or `loading` changes; a failure clears `stale`, so a
   * failed read is not repeated until the user's Try again.
   */
  function watchHistory() {
    return onKeyChange(
      () => {
        if (shownAccountTab(state.snapshot()) !== ACTIVITY_TAB) return undefined
        const { stale, loading } = state.get('transactions')
        return `${stale}|${loading}`
      },
      () => {
        const { stale, loading } = state.get('transactions')
        if (stale && !loading) deps.fetchTransactions({ reset: true }).catch(ignore)
      },
    )
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
    startAccountData: visits('Account', () => {
      const watches = [watchBalances(), watchNfts(), watchHistory()]
      const look = () => {
        for (const watch of watches) watch()
      }
      look()
      return look
    }),
  }
}
