import type { Transaction } from '@portico/api-client'

/** SPEC §3 "Transaction" (the data API's history shape), defined once by its schema in api-client. */
export type { Transaction, TransactionTransfer } from '@portico/api-client'

/** Transactions grouped by year then month (month 0–11), newest first. */
export type GroupedTransactions = {
  year: number
  months: { month: number; transactions: Transaction[] }[]
}[]
