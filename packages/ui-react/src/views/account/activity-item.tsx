import type { Transaction } from '@portico/core'
import { SafeImage } from '../../components/safe-image.js'
import { Truncate } from '../../components/text.js'
import { accountMessages } from '../../i18n/en/account.js'
import { useFormat } from '../../i18n/use-format.js'
import { useMessages } from '../../i18n/use-messages.js'
import { summarizeTransaction } from './transaction-summary.js'

const STATUS_TEXT = {
  confirmed: 'statusConfirmed',
  failed: 'statusFailed',
  pending: 'statusPending',
} as const

/** One activity entry: operation, token symbol, amount (3 decimals) and status, all as text. */
export function ActivityItem({ transaction }: { transaction: Transaction }) {
  const t = useMessages(accountMessages)
  const format = useFormat()
  const summary = summarizeTransaction(transaction, t)
  const sign = summary.direction === 'in' ? '+' : summary.direction === 'out' ? '-' : ''
  const amount =
    summary.amount !== undefined
      ? `${sign}${format.amount(summary.amount)} ${summary.symbol}`
      : summary.symbol
  const more =
    summary.moreTransfers > 0 ? ` ${t('moreTransfers', { count: summary.moreTransfers })}` : ''
  return (
    <div className="portico-tx">
      <SafeImage src={summary.imageUrl} alt="" size={36} radius={18} />
      <div className="portico-token-main">
        <span className="portico-strong">{summary.operation}</span>
        <Truncate className="portico-muted" text={`${amount}${more}`} />
      </div>
      <span className="portico-status" data-status={summary.status}>
        {t(STATUS_TEXT[summary.status])}
      </span>
    </div>
  )
}
