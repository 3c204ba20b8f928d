import type { TransactionsState } from '../app-kit/app-kit-types.js'

export {
  appendTransactions,
  filterTransactions,
  groupTransactions,
  hasTransactionHash,
  isSpamOnlyTransaction,
} from './transaction-list.js'

/** An empty history with no cursor, to be fetched (SPEC §4: disconnect resets transactions). */
export function initialTransactionsState(): TransactionsState {
  return {
    transactions: [],
    grouped: [],
    next: undefined,
    loading: false,
    empty: true,
    stale: true,
    error: false,
  }
}
