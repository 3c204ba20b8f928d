import type { WalletListingEntry } from '../types/connector.js'
import type { WalletDirectoryState } from './wallet-directory.js'

// What the Connect and AllWallets views read from the directory; the start-up's empty state stays
// in wallet-directory.ts. A module shared with a lazy chunk is put whole into the first load.

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
 * What the AllWallets view lists: featured wallets first, then the app's `customWallets` (the
 * connector order's custom group), then the loaded pages, filtered by the query (case-insensitive
 * name match, so each keystroke narrows at once), followed by the directory's own search results
 * once they answer that same query.
 *
 * @example
 * const rows = shownWallets(kit.getSnapshot().walletDirectory, customWalletsOf(kit.options))
 */
export function shownWallets(
  state: WalletDirectoryState,
  custom: readonly WalletListingEntry[] = [],
): WalletListingEntry[] {
  const all = uniqueWallets([state.featured, custom, state.wallets])
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
