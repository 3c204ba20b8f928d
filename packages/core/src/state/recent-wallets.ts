import { MAX_RECENT_WALLETS } from '../storage/storage-items.js'
import type { RecentWallet } from '../types/connector.js'

/** SPEC §9: put `wallet` first (dropping an older entry with the same id) and keep at most 2. */
export function addRecentWallet(
  list: readonly RecentWallet[],
  wallet: RecentWallet,
): RecentWallet[] {
  return [wallet, ...list.filter((entry) => entry.id !== wallet.id)].slice(0, MAX_RECENT_WALLETS)
}
