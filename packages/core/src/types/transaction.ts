/** SPEC §3 "Transaction" (the data API's history shape). */
export interface TransactionTransfer {
  fungible_info?: { name?: string; symbol?: string; icon?: { url?: string } }
  nft_info?: {
    name?: string
    content?: { preview?: { url?: string } }
    flags?: { is_spam?: boolean }
  }
  direction?: 'in' | 'out' | 'self'
  quantity: { numeric: string }
  value?: number
  price?: number
}

export interface Transaction {
  id: string
  metadata: {
    minedAt: string
    /** CAIP-2 network id. */
    chain: string
    operationType: string
    hash?: string
    status: string
    sentFrom: string
    sentTo: string
    nonce?: number
  }
  transfers: TransactionTransfer[]
}

/** Transactions grouped by year then month (month 0–11), newest first. */
export type GroupedTransactions = {
  year: number
  months: { month: number; transactions: Transaction[] }[]
}[]
