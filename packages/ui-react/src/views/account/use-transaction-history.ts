import { type AppKitSnapshot, ToastText, type TransactionsState } from '@portico/core'
import { useCallback, useEffect, useState } from 'react'
import { useAppKitInstance, useSnapshot } from '../../context/app-kit-context.js'

const selectTransactions = (s: AppKitSnapshot) => s.transactions
const selectHistoryKey = (s: AppKitSnapshot) => {
  const namespace = s.activeNamespace
  const address = namespace ? s.accounts[namespace]?.address : undefined
  return `${s.activeNetwork?.caipNetworkId ?? ''}|${address ?? ''}`
}

export interface TransactionHistory extends TransactionsState {
  /** The last fetch failed ("Failed to fetch transactions"). */
  failed: boolean
  /** Start over from the first page. */
  reload: () => void
  /** Fetch the page after the cursor. */
  loadMore: () => void
}

/**
 * The active account's history from core, fetched from the first page when it has not been
 * fetched for this account and network yet. Core reports a failed fetch as an ERROR event (and a
 * toast), leaving an empty list; this hook turns that into a `failed` flag for the error state.
 */
export function useTransactionHistory(): TransactionHistory {
  const kit = useAppKitInstance()
  const state = useSnapshot(selectTransactions)
  const key = useSnapshot(selectHistoryKey)
  const [failed, setFailed] = useState(false)

  useEffect(
    () =>
      kit.watchEvents((event) => {
        if (
          event.data.event === 'ERROR' &&
          event.data.properties?.message === ToastText.fetchTransactionsFailed
        ) {
          setFailed(true)
        }
      }),
    [kit],
  )

  const fetchPage = useCallback(
    (reset: boolean) => {
      setFailed(false)
      kit.fetchTransactions(reset ? { reset: true } : {}).catch(() => setFailed(true))
    },
    [kit],
  )
  const reload = useCallback(() => fetchPage(true), [fetchPage])
  const loadMore = useCallback(() => fetchPage(false), [fetchPage])

  // biome-ignore lint/correctness/useExhaustiveDependencies: runs again when the account or network changes
  useEffect(() => {
    const snapshot = kit.getSnapshot()
    const current = snapshot.transactions
    if (current.loading) return
    const neverFetched = current.next === undefined && current.transactions.length === 0
    // Core keeps the list across a network switch; a list of another chain is fetched again.
    const shownChain = current.transactions[0]?.metadata.chain
    const otherChain =
      shownChain !== undefined && shownChain !== snapshot.activeNetwork?.caipNetworkId
    if (neverFetched || otherChain) reload()
  }, [kit, key, reload])

  return { ...state, failed, reload, loadMore }
}
