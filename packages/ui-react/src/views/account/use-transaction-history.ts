import type { AppKitSnapshot, TransactionsState } from '@portico/core'
import { useCallback } from 'react'
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
 * The active account's history from core. Core reads it again from the first page while the modal
 * shows Account on its Activity tab and the history is stale (never fetched, account or network
 * changed, or a send succeeded since), keeping the shown list until the new page arrives; the
 * view's own reads are the user's: Try again and the next page as the list scrolls.
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

  return { ...state, failed: state.error, reload, loadMore }
}
