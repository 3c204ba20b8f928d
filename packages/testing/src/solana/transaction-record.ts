import type { SolanaTransactionError } from './svm-errors.js'
import type { WireInstruction, WireTransaction } from './wire-transaction.js'

/** A token balance in a transaction's meta (the RPC's `TokenBalance`). */
export interface RecordedTokenBalance {
  accountIndex: number
  mint: string
  owner: string
  programId: string
  amount: bigint
  decimals: number
}

/** A value transfer found in an applied transaction's instructions (top-level and inner). */
export type SolanaTransfer =
  | { kind: 'sol'; from: string; to: string; lamports: bigint }
  | {
      kind: 'token'
      mint: string
      programId: string
      decimals: number
      amount: bigint
      /** Token accounts. */
      source: string
      destination: string
      /** Their owners (wallet addresses). */
      from: string
      to: string
    }

/** One transaction the chain processed, kept in memory for getTransaction and indexers. */
export interface SolanaTransactionRecord {
  signature: string
  slot: bigint
  /** Unix seconds. */
  blockTime: number
  wire: WireTransaction
  /** null when applied; a failed transaction (sent with skipPreflight) is recorded but not applied. */
  err: SolanaTransactionError | null
  fee: bigint
  preBalances: bigint[]
  postBalances: bigint[]
  preTokenBalances: RecordedTokenBalance[]
  postTokenBalances: RecordedTokenBalance[]
  logs: string[]
  innerInstructions: {
    index: number
    instructions: (WireInstruction & { stackHeight: number })[]
  }[]
  computeUnitsConsumed: bigint
  transfers: SolanaTransfer[]
}
