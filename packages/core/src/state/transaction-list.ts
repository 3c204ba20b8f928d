// The history list's rules (filter, group, append), used by the data flows the views load; the
// start-up's empty state stays in transactions.ts. A module shared with a lazy chunk is put whole
// into the page's first load.

import type { GroupedTransactions, Transaction } from '../types/transaction.js'

/**
 * SPEC §5: a transaction whose transfers are all spam-flagged NFTs is dropped.
 *
 * @example
 * isSpamOnlyTransaction(tx) // true when every transfer is a spam NFT
 */
export function isSpamOnlyTransaction(transaction: Transaction): boolean {
  const { transfers } = transaction
  return transfers.length > 0 && transfers.every((t) => t.nft_info?.flags?.is_spam === true)
}

/**
 * SPEC §5: keep only transactions on the connected chain (`chainId` is its CAIP-2 id)
 * and drop spam-only NFT transactions.
 *
 * @example
 * filterTransactions(page.data, 'eip155:1')
 */
export function filterTransactions(
  transactions: readonly Transaction[],
  chainId: string,
): Transaction[] {
  return transactions.filter((t) => t.metadata.chain === chainId && !isSpamOnlyTransaction(t))
}

function minedAtMs(transaction: Transaction): number {
  const ms = Date.parse(transaction.metadata.minedAt)
  return Number.isNaN(ms) ? 0 : ms
}

/**
 * SPEC §3: group by year, then month (0–11, UTC), newest first at every level.
 * Transactions without a readable `minedAt` sort last (as 1970).
 *
 * @example
 * groupTransactions(list)[0] // { year: 2024, months: [{ month: 2, transactions }] }
 */
export function groupTransactions(transactions: readonly Transaction[]): GroupedTransactions {
  const sorted = [...transactions].sort((a, b) => minedAtMs(b) - minedAtMs(a))
  const grouped: GroupedTransactions = []
  for (const transaction of sorted) {
    const date = new Date(minedAtMs(transaction))
    const year = date.getUTCFullYear()
    const month = date.getUTCMonth()
    let yearGroup = grouped[grouped.length - 1]
    if (!yearGroup || yearGroup.year !== year) {
      yearGroup = { year, months: [] }
      grouped.push(yearGroup)
    }
    let monthGroup = yearGroup.months[yearGroup.months.length - 1]
    if (!monthGroup || monthGroup.month !== month) {
      monthGroup = { month, transactions: [] }
      yearGroup.months.push(monthGroup)
    }
    monthGroup.transactions.push(transaction)
  }
  return grouped
}

/** Append a page to the list without duplicating ids already shown. */
export function appendTransactions(
  current: readonly Transaction[],
  page: readonly Transaction[],
): Transaction[] {
  const seen = new Set(current.map((t) => t.id))
  return [...current, ...page.filter((t) => !seen.has(t.id))]
}

/** Whether the list holds the transaction with this hash (hashes compared case-insensitively). */
export function hasTransactionHash(transactions: readonly Transaction[], hash: string): boolean {
  const wanted = hash.toLowerCase()
  return transactions.some((t) => t.metadata.hash?.toLowerCase() === wanted)
}
