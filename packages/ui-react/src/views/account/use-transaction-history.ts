import type { AppKitSnapshot, TransactionsState } from '@portico/core'
import { useCallback, useEffect } from 'react'
import { useAppKitInstance, useSnapshot } from '../../context/app-kit-context.js'

const selectTransactions = (s: AppKitSnapshot) => s.transactions

export interface TransactionHistory extends TransactionsState {
  /** The last fetch failed ("Failed to fetch transactions"): core's `transactions.error`. */
  failed: boolean
  /** Start over from the first page. */
  reload: () => void
  /** Fetch the page after the cursor. */
  loadMore: () => void
}

/**
 * The active account's history from core. While a view using it is shown, a stale history
 * (never fetched, account or network changed, or a send succeeded since) is fetched again from
 * the first page; core keeps the shown list until the new page arrives.
 */
export function useTransactionHistory(): TransactionHistory {
  const kit = useAppKitInstance()
  const state = useSnapshot(selectTransactions)

  const fetchPage = useCallback(
    (reset: boolean) => {
      // A failure is in the snapshot (`transactions.error`); a throw means no account to fetch for.
      kit.fetchTransactions(reset ? { reset: true } : {}).catch(() => {})
    },
    [kit],
  )
  const reload = useCallback(() => fetchPage(true), [fetchPage])
  const loadMore = useCallback(() => fetchPage(false), [fetchPage])

  useEffect(() => {
    if (state.stale && !state.loading) reload()
  }, [state.stale, state.loading, reload])

  return { ...state, failed: state.error, reload, loadMore }
}
