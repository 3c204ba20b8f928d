import type { TokenBalance } from '../types/account.js'
import type { NftHolding } from '../types/nft.js'

/** The data API's reads for the views: balances, history, NFTs, names and the wallet directory. A part of `AppKit`. */
export interface AppKitData {
  /**
   * SPEC §4 name registration for the active eip155 account: pushes RegisterAccountNameSuccess,
   * signs the registration message, registers it; on success sets the profile name, on failure
   * returns to RegisterAccountName and throws "Error registering name {name}".
   */
  registerName(name: string): Promise<void>
  /**
   * For RegisterAccountName's field: once typing pauses (SPEC §9 debounce, on the kit's clock) asks
   * the name service for names like `text` and whether it is taken; text the registration rule
   * refuses asks nothing, a newer text drops the older answer, leaving the view ends the flow.
   * State: `nameSuggestions` (`error` holds "Error fetching name suggestions").
   */
  suggestNames(text: string): Promise<void>
  /**
   * SPEC §4 token balances of the active account (30 s retry block after a failure; `retry`, the
   * user's Try again, runs at once; `force` skips the portfolio cache).
   */
  fetchTokenBalances(params?: { force?: boolean; retry?: boolean }): Promise<TokenBalance[]>
  /** Next history page of the active account (`reset` starts over); SPEC §4/§5 filtering. */
  fetchTransactions(params?: { reset?: boolean }): Promise<void>
  /**
   * The NFTs the active account holds now on the active network (one received and later sent
   * away is not listed), spam hidden; empty off eip155. `force` skips the 30 s cache.
   */
  fetchNfts(params?: { force?: boolean }): Promise<NftHolding[]>
  /** Load the next wallet directory page (40, SPEC §5) into `walletDirectory`. */
  fetchWallets(): Promise<void>
  /** Load the featured and recommended wallets (4 each, SPEC §5) once. */
  fetchFeaturedWallets(): Promise<void>
  /** Filter the loaded wallets by `query` now; ask the directory (100) once typing pauses. */
  searchWallets(query: string): Promise<void>
}
