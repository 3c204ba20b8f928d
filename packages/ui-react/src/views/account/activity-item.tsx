import type { Transaction } from '@portico/core'
import { formatAmount } from '@portico/core/internal'
import { SafeImage } from '../../components/safe-image.js'
import { Truncate } from '../../components/text.js'
import { summarizeTransaction } from './transaction-summary.js'

const STATUS_TEXT = { confirmed: 'Confirmed', failed: 'Failed', pending: 'Pending' } as const

/** One activity entry: operation, token symbol, amount (3 decimals) and status, all as text. */
export function ActivityItem({ transaction }: { transaction: Transaction }) {
  const summary = summarizeTransaction(transaction)
  const sign = summary.direction === 'in' ? '+' : summary.direction === 'out' ? '-' : ''
  const amount =
    summary.amount !== undefined
      ? `${sign}${formatAmount(summary.amount)} ${summary.symbol}`
      : summary.symbol
  const more = summary.moreTransfers > 0 ? ` +${summary.moreTransfers} more` : ''
  return (
    <div className="portico-tx">
      <SafeImage src={summary.imageUrl} alt="" size={36} radius={18} />
      <div className="portico-token-main">
        <span className="portico-strong">{summary.operation}</span>
        <Truncate className="portico-muted" text={`${amount}${more}`} />
      </div>
      <span className="portico-status" data-status={summary.status}>
        {STATUS_TEXT[summary.status]}
      </span>
    </div>
  )
}
