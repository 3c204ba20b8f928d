import type { Transaction, TransactionTransfer } from '@portico/core'

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

const OPERATION_LABELS: Record<string, string> = {
  send: 'Sent',
  receive: 'Received',
  mint: 'Minted',
  burn: 'Burned',
  trade: 'Swapped',
  approve: 'Approved',
  deploy: 'Deployed',
  execute: 'Executed',
  deposit: 'Deposited',
  withdraw: 'Withdrawn',
  cancel: 'Cancelled',
}

function operationLabel(operationType: string, direction: TransactionSummary['direction']): string {
  const known = OPERATION_LABELS[operationType.toLowerCase()]
  if (known) return known
  if (direction === 'in') return 'Received'
  if (direction === 'out') return 'Sent'
  const text = operationType.trim()
  return text ? text.charAt(0).toUpperCase() + text.slice(1) : 'Transaction'
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

/** Summarise a transaction for the activity list. */
export function summarizeTransaction(transaction: Transaction): TransactionSummary {
  const first = transaction.transfers[0]
  const direction = first?.direction
  const amount = first?.fungible_info ? first.quantity.numeric : undefined
  return {
    operation: operationLabel(transaction.metadata.operationType, direction),
    direction,
    symbol: symbolOf(first),
    amount,
    imageUrl: first?.fungible_info?.icon?.url ?? first?.nft_info?.content?.preview?.url,
    status: statusOf(transaction.metadata.status),
    moreTransfers: Math.max(0, transaction.transfers.length - 1),
  }
}
