import type { WalletListingEntry } from '../types/connector.js'

/** The wallet directory as the Connect and AllWallets views show it (`kit.fetchWallets`, ...). */
export interface WalletDirectoryState {
  /** `featuredWalletIds` entries, at most 4 (SPEC §5). */
  featured: readonly WalletListingEntry[]
  /** Recommended entries for the Connect view, at most 4 (SPEC §5). */
  recommended: readonly WalletListingEntry[]
  /** The directory pages loaded so far (40 each, SPEC §5), in order, without duplicates. */
  wallets: readonly WalletListingEntry[]
  /** How many pages are loaded. */
  page: number
  /** The total the directory reported; undefined before the first page. */
  count: number | undefined
  /** A page is on its way. */
  loading: boolean
  /** The last page request failed. */
  error: boolean
  /** The search field's text: loaded wallets are filtered by it at once. */
  query: string
  /** The directory's answer (up to 100, SPEC §5) to the last search, sent once typing paused. */
  searchResults: { query: string; wallets: readonly WalletListingEntry[] } | undefined
  /** A directory search is waiting for the debounce or its answer. */
  searching: boolean
}

/** The directory before anything is loaded. */
export function initialWalletDirectoryState(): WalletDirectoryState {
  return {
    featured: [],
    recommended: [],
    wallets: [],
    page: 0,
    count: undefined,
    loading: false,
    error: false,
    query: '',
    searchResults: undefined,
    searching: false,
  }
}

/** Listing entries without duplicates (first wins), e.g. featured ones also present in a page. */
export function uniqueWallets(
  lists: readonly (readonly WalletListingEntry[])[],
): WalletListingEntry[] {
  const seen = new Set<string>()
  const out: WalletListingEntry[] = []
  for (const list of lists) {
    for (const wallet of list) {
      if (seen.has(wallet.id)) continue
      seen.add(wallet.id)
      out.push(wallet)
    }
  }
  return out
}

/**
 * What the AllWallets view lists: featured wallets first, then the loaded pages, filtered by the
 * query (case-insensitive name match, so each keystroke narrows at once), followed by the
 * directory's own search results once they answer that same query.
 *
 * @example
 * const rows = shownWallets(kit.getSnapshot().walletDirectory)
 */
export function shownWallets(state: WalletDirectoryState): WalletListingEntry[] {
  const all = uniqueWallets([state.featured, state.wallets])
  const needle = state.query.trim().toLowerCase()
  if (!needle) return all
  const local = all.filter((wallet) => wallet.name.toLowerCase().includes(needle))
  const remote = state.searchResults
  if (!remote || remote.query !== state.query.trim()) return local
  return uniqueWallets([local, remote.wallets])
}

/** Whether every page the directory reported is loaded. */
export function allWalletPagesLoaded(state: WalletDirectoryState, pageSize: number): boolean {
  return state.count !== undefined && state.page * pageSize >= state.count
}
