import { allRequestedNetworksOf, type KitContext } from '../app-kit/kit-context.js'
import { DEBOUNCE_DEFAULT_MS } from '../rules/timing-constants.js'
import {
  FEATURED_WALLETS_COUNT,
  RECOMMENDED_WALLETS_COUNT,
  WALLET_LIST_PAGE_SIZE,
  WALLET_SEARCH_PAGE_SIZE,
} from '../rules/wallet-listing.js'
import {
  allWalletPagesLoaded,
  uniqueWallets,
  type WalletDirectoryState,
} from '../state/wallet-directory.js'

export interface WalletDirectoryActions {
  fetchWallets(): Promise<void>
  fetchFeaturedWallets(): Promise<void>
  searchWallets(query: string): void
}

/**
 * The wallet directory flow (SPEC §5 listing sizes): pages of 40 loaded one after the other, the
 * featured and recommended wallets (4 each), and a search that filters what is loaded at once and
 * asks the directory for up to 100 matches once typing pauses (SPEC §9 debounce, on the kit's
 * clock). State lives in `walletDirectory`; a search answer for older text is dropped.
 */
export function createWalletDirectoryActions(ctx: KitContext): WalletDirectoryActions {
  const include = () => ctx.options.includeWalletIds
  const exclude = () => ctx.options.excludeWalletIds
  // SPEC §7 `chains`: the directory lists only wallets for the networks the app requested (their
  // CAIP-2 ids, comma separated), read at each call so `removeNetwork` narrows the next page.
  const chains = () =>
    [...new Set(allRequestedNetworksOf(ctx).map((n) => n.caipNetworkId))].join(',')
  const filters = () => ({
    ...(chains() ? { chains: chains() } : {}),
    ...(include()?.length ? { include: include() } : {}),
    ...(exclude()?.length ? { exclude: exclude() } : {}),
  })
  const update = (patch: Partial<WalletDirectoryState>) => {
    if (!ctx.destroyed()) ctx.state.update('walletDirectory', (state) => ({ ...state, ...patch }))
  }
  let pageInFlight: Promise<void> | undefined
  let featuredLoad: Promise<void> | undefined
  let searchGeneration = 0

  function fetchWallets(): Promise<void> {
    if (pageInFlight) return pageInFlight
    const state = ctx.state.get('walletDirectory')
    if (allWalletPagesLoaded(state, WALLET_LIST_PAGE_SIZE)) return Promise.resolve()
    const page = state.page + 1
    update({ loading: true })
    pageInFlight = ctx.api
      .getWallets({ page, entries: WALLET_LIST_PAGE_SIZE, ...filters() })
      .then(
        (result) => {
          const current = ctx.state.get('walletDirectory')
          update({
            wallets: uniqueWallets([current.wallets, result.data.slice(0, WALLET_LIST_PAGE_SIZE)]),
            page,
            count: result.count,
            error: false,
          })
        },
        () => update({ error: true }),
      )
      .finally(() => {
        pageInFlight = undefined
        update({ loading: false })
      })
    return pageInFlight
  }

  /** Featured (`featuredWalletIds`) and recommended wallets, once per instance unless it failed. */
  function fetchFeaturedWallets(): Promise<void> {
    featuredLoad ??= (async () => {
      const featuredIds = ctx.options.featuredWalletIds ?? []
      const [featured, recommended] = await Promise.all([
        featuredIds.length > 0
          ? ctx.api.getWallets({ page: 1, entries: FEATURED_WALLETS_COUNT, include: featuredIds })
          : Promise.resolve({ count: 0, data: [] }),
        ctx.api.getWallets({
          page: 1,
          entries: RECOMMENDED_WALLETS_COUNT,
          ...filters(),
          exclude: [...(exclude() ?? []), ...featuredIds],
        }),
      ])
      update({
        featured: featured.data.slice(0, FEATURED_WALLETS_COUNT),
        recommended: recommended.data.slice(0, RECOMMENDED_WALLETS_COUNT),
      })
    })().catch(() => {
      // Featured and recommended rows are extras: the connectors still show; try again next time.
      featuredLoad = undefined
    })
    return featuredLoad
  }

  function searchWallets(query: string): void {
    const run = ++searchGeneration
    const trimmed = query.trim()
    if (!trimmed) {
      update({ query, searchResults: undefined, searching: false })
      return
    }
    update({ query, searching: true })
    ctx.later(() => {
      if (run !== searchGeneration) return
      ctx.api
        .getWallets({ page: 1, entries: WALLET_SEARCH_PAGE_SIZE, search: trimmed, ...filters() })
        .then(
          (result) => {
            if (run !== searchGeneration) return
            const wallets = result.data.slice(0, WALLET_SEARCH_PAGE_SIZE)
            update({ searchResults: { query: trimmed, wallets }, searching: false })
          },
          () => {
            // The local filter still answers; the directory search is best effort.
            if (run === searchGeneration) update({ searching: false })
          },
        )
    }, DEBOUNCE_DEFAULT_MS)
  }

  return { fetchWallets, fetchFeaturedWallets, searchWallets }
}
