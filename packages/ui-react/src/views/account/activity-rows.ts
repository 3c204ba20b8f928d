import type { GroupedTransactions, Transaction } from '@portico/core'

/** A row of the activity list: a month title or one transaction. */
export type ActivityRow =
  | { kind: 'title'; key: string; year: number; month: number }
  | { kind: 'transaction'; key: string; transaction: Transaction }

/** Flatten core's year → month groups (already newest first) into list rows, a title before each month. */
export function activityRows(grouped: GroupedTransactions): ActivityRow[] {
  const rows: ActivityRow[] = []
  for (const { year, months } of grouped) {
    for (const { month, transactions } of months) {
      if (transactions.length === 0) continue
      rows.push({ kind: 'title', key: `title:${year}-${month}`, year, month })
      for (const transaction of transactions) {
        rows.push({ kind: 'transaction', key: `tx:${transaction.id}`, transaction })
      }
    }
  }
  return rows
}
