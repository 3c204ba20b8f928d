import type { WireTransaction } from './wire-transaction.js'

export const LAMPORTS_PER_SIGNATURE = 5000n
const COMPUTE_BUDGET_PROGRAM = 'ComputeBudget111111111111111111111111111111'
const DEFAULT_UNITS_PER_INSTRUCTION = 200_000n
const MAX_UNITS = 1_400_000n

/**
 * The fee the SVM charges: 5000 lamports per signature plus the priority fee
 * (compute-unit price in micro-lamports × compute-unit limit, rounded up).
 */
export function transactionFee(
  message: Pick<WireTransaction, 'header' | 'accountKeys' | 'instructions'>,
): bigint {
  let price = 0n
  let limit: bigint | undefined
  let otherInstructions = 0n
  for (const ix of message.instructions) {
    if (message.accountKeys[ix.programIdIndex] !== COMPUTE_BUDGET_PROGRAM) {
      otherInstructions += 1n
      continue
    }
    const view = new DataView(ix.data.buffer, ix.data.byteOffset, ix.data.byteLength)
    if (ix.data[0] === 2 && ix.data.length >= 5) limit = BigInt(view.getUint32(1, true))
    if (ix.data[0] === 3 && ix.data.length >= 9) price = view.getBigUint64(1, true)
  }
  const units = limit ?? minBig(otherInstructions * DEFAULT_UNITS_PER_INSTRUCTION, MAX_UNITS)
  const priority = (price * units + 999_999n) / 1_000_000n
  return LAMPORTS_PER_SIGNATURE * BigInt(message.header.numRequiredSignatures) + priority
}

function minBig(a: bigint, b: bigint): bigint {
  return a < b ? a : b
}
