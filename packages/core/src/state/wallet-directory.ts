import type { WalletListingEntry } from '../types/connector.js'

export { allWalletPagesLoaded, shownWallets, uniqueWallets } from './wallet-directory-list.js'

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
