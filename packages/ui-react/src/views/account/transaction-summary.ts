import type { Transaction, TransactionTransfer } from '@portico/core'
import { accountMessages } from '../../i18n/en/account.js'
import { type Translate, translator } from '../../i18n/use-messages.js'

type AccountKey = keyof (typeof accountMessages)['en']

/** What one activity entry says: the operation, the first transfer's token and amount, and the status. */
export interface TransactionSummary {
  operation: string
  direction: 'in' | 'out' | 'self' | undefined
  /** Token symbol, or the NFT name for an NFT transfer; text from the API, rendered as text only. */
  symbol: string
  amount: string | undefined
  imageUrl: string | undefined
  status: 'confirmed' | 'failed' | 'pending'
  /** Extra transfers beyond the first (a swap shows two). */
  moreTransfers: number
}

const OPERATION_LABELS: Record<string, AccountKey> = {
  send: 'opSent',
  receive: 'opReceived',
  mint: 'opMinted',
  burn: 'opBurned',
  trade: 'opSwapped',
  approve: 'opApproved',
  deploy: 'opDeployed',
  execute: 'opExecuted',
  deposit: 'opDeposited',
  withdraw: 'opWithdrawn',
  cancel: 'opCancelled',
}

function operationLabel(
  operationType: string,
  direction: TransactionSummary['direction'],
  t: Translate<AccountKey>,
): string {
  const known = OPERATION_LABELS[operationType.toLowerCase()]
  if (known) return t(known)
  if (direction === 'in') return t('opReceived')
  if (direction === 'out') return t('opSent')
  // An operation we have no text for: the data API's own word (not translated).
  const text = operationType.trim()
  return text ? text.charAt(0).toUpperCase() + text.slice(1) : t('opTransaction')
}

function statusOf(status: string): TransactionSummary['status'] {
  const lower = status.toLowerCase()
  if (lower === 'failed') return 'failed'
  if (lower === 'pending') return 'pending'
  return 'confirmed'
}

function symbolOf(transfer: TransactionTransfer | undefined): string {
  if (!transfer) return ''
  const fungible = transfer.fungible_info?.symbol
  if (typeof fungible === 'string') return fungible
  const nft = transfer.nft_info?.name
  return typeof nft === 'string' ? nft : ''
}

/** Summarise a transaction for the activity list (operation names in `t`'s locale, default English). */
export function summarizeTransaction(
  transaction: Transaction,
  t: Translate<AccountKey> = translator(accountMessages, 'en', undefined),
): TransactionSummary {
  const first = transaction.transfers[0]
  const direction = first?.direction
  const amount = first?.fungible_info ? first.quantity.numeric : undefined
  return {
    operation: operationLabel(transaction.metadata.operationType, direction, t),
    direction,
    symbol: symbolOf(first),
    amount,
    imageUrl: first?.fungible_info?.icon?.url ?? first?.nft_info?.content?.preview?.url,
    status: statusOf(transaction.metadata.status),
    moreTransfers: Math.max(0, transaction.transfers.length - 1),
  }
}
