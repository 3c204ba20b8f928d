import type { TransactionMetadata } from 'litesvm'
import type { SolanaTransactionRecord } from './transaction-record.js'

/** LiteSVM's inner instructions as the record keeps them (only top-level entries that invoked some). */
export function readInnerInstructions(
  meta: TransactionMetadata,
): SolanaTransactionRecord['innerInstructions'] {
  return meta.innerInstructions().flatMap((inner, index) =>
    inner.length === 0
      ? []
      : [
          {
            index,
            instructions: inner.map((entry) => {
              const compiled = entry.instruction()
              return {
                programIdIndex: compiled.programIdIndex(),
                accounts: Array.from(compiled.accounts()),
                data: compiled.data(),
                stackHeight: entry.stackHeight(),
              }
            }),
          },
        ],
  )
}
