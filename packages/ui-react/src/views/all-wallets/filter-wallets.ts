import type { WalletListingEntry } from '@portico/core'

/** Lower-cased names, computed once per list so each keystroke only scans strings. */
export function indexWallets(wallets: readonly WalletListingEntry[]): string[] {
  return wallets.map((wallet) => wallet.name.toLowerCase())
}

/**
 * The wallets whose name contains `query` (case-insensitive), in their listing order. A local
 * filter over what is loaded, so results change on every keystroke while the directory's own
 * search (debounced) is on its way.
 */
export function filterWallets(
  wallets: readonly WalletListingEntry[],
  index: readonly string[],
  query: string,
): WalletListingEntry[] {
  const needle = query.trim().toLowerCase()
  if (!needle) return wallets.slice()
  const out: WalletListingEntry[] = []
  for (let i = 0; i < wallets.length; i++) {
    if (index[i]?.includes(needle)) out.push(wallets[i]!)
  }
  return out
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
