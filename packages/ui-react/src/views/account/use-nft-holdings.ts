import type { NftHolding } from '@portico/core'
import { useCallback, useEffect, useState } from 'react'
import { useAppKitInstance } from '../../context/app-kit-context.js'
import { useActiveAccount } from './use-active-account.js'

export interface NftHoldings {
  /** What the account holds now (core's `fetchNfts`: sent-away NFTs and spam are not in it). */
  nfts: readonly NftHolding[]
  loading: boolean
  /** The last fetch failed. */
  failed: boolean
  /** Fetch again, past the data API's 30 s cache. */
  reload: () => void
}

interface Loaded {
  nfts: readonly NftHolding[]
  loading: boolean
  failed: boolean
}

/**
 * The active account's NFT holdings on the active network, fetched while a view using it is
 * shown and again when the account or network changes. An answer for a previous account or
 * network that arrives late is dropped.
 */
export function useNftHoldings(): NftHoldings {
  const kit = useAppKitInstance()
  const { account, network } = useActiveAccount()
  const address = account?.address
  const chain = network?.caipNetworkId
  const [attempt, setAttempt] = useState(0)
  const [state, setState] = useState<Loaded>({ nfts: [], loading: true, failed: false })

  // biome-ignore lint/correctness/useExhaustiveDependencies: fetch again when the account or network changes
  useEffect(() => {
    let current = true
    setState({ nfts: [], loading: true, failed: false })
    kit.fetchNfts(attempt > 0 ? { force: true } : {}).then(
      (nfts) => {
        if (current) setState({ nfts, loading: false, failed: false })
      },
      () => {
        if (current) setState({ nfts: [], loading: false, failed: true })
      },
    )
    return () => {
      current = false
    }
  }, [kit, address, chain, attempt])

  const reload = useCallback(() => setAttempt((n) => n + 1), [])
  return { ...state, reload }
}
