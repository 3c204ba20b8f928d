import type { AppKitSnapshot, NftHolding } from '@portico/core'
import { useCallback } from 'react'
import { useAppKitInstance, useSnapshot } from '../../context/app-kit-context.js'

export interface NftHoldings {
  /** What the account holds now (core's `fetchNfts`: sent-away NFTs and spam are not in it). */
  nfts: readonly NftHolding[]
  loading: boolean
  /** The last fetch failed. */
  failed: boolean
  /** Fetch again, past the data API's 30 s cache (the user's Try again). */
  reload: () => void
}

// Holdings read for another account or network than the active one are not this account's.
const selectHoldings = (s: AppKitSnapshot) => {
  const account = s.activeNamespace ? s.accounts[s.activeNamespace] : undefined
  const holdings = account?.nfts
  return holdings && holdings.caipAddress === account?.caipAddress ? holdings : undefined
}

/**
 * The active account's NFT holdings on the active network, as core keeps them on the account
 * (read while the modal shows Account on its NFTs tab, again on an account or network change);
 * loading until the first answer is in.
 */
export function useNftHoldings(): NftHoldings {
  const kit = useAppKitInstance()
  const holdings = useSnapshot(selectHoldings)
  // A failure is in the snapshot (`failed`); the rejection carries nothing more to show.
  const reload = useCallback(() => kit.fetchNfts({ force: true }).catch(() => {}), [kit])
  return {
    nfts: holdings?.nfts ?? [],
    loading: holdings?.loading ?? true,
    failed: holdings?.failed ?? false,
    reload,
  }
}
