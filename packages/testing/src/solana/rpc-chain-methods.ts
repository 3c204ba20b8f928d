import { type SolanaRpcMethod, withContext } from './rpc-context.js'
import { rpcErrors } from './rpc-error.js'
import { transactionFee } from './transaction-fee.js'
import { decodeWireTransaction, MalformedTransactionError } from './wire-transaction.js'

const getLatestBlockhash: SolanaRpcMethod = (_params, context) =>
  withContext(context, {
    blockhash: context.ledger.latestBlockhash(),
    lastValidBlockHeight: context.ledger.lastValidBlockHeight(),
  })

const isBlockhashValid: SolanaRpcMethod = (params, context) =>
  withContext(context, context.ledger.isBlockhashValid(params.string(0, 'blockhash')))

// The message alone (no signatures): decoded behind a zero-signature prefix.
const getFeeForMessage: SolanaRpcMethod = (params, context) => {
  const bytes = Buffer.from(params.string(0, 'message'), 'base64')
  const header = bytes[0] !== undefined && bytes[0] & 0x80 ? bytes[1] : bytes[0]
  if (header === undefined || header > 127) throw rpcErrors.invalidParams('message: bad header')
  const prefixed = new Uint8Array(1 + 64 * header + bytes.length)
  prefixed[0] = header
  prefixed.set(bytes, 1 + 64 * header)
  try {
    const wire = decodeWireTransaction(prefixed)
    if (!context.ledger.isBlockhashValid(wire.recentBlockhash)) return withContext(context, null)
    return withContext(context, transactionFee(wire))
  } catch (error) {
    if (error instanceof MalformedTransactionError) {
      throw rpcErrors.invalidParams(`message: ${error.message}`)
    }
    throw error
  }
}

const getBlockTime: SolanaRpcMethod = (params, context) => {
  const slot = params.integer(0, 'slot')
  const record = context.ledger.records().find((entry) => entry.slot === slot && entry.err === null)
  if (!record) throw rpcErrors.invalidParams(`Block not available for slot ${slot}`)
  return record.blockTime
}

export const chainMethods: Record<string, SolanaRpcMethod> = {
  getSlot: (_params, context) => context.ledger.slot(),
  getBlockHeight: (_params, context) => context.ledger.slot(),
  getEpochInfo: (_params, context) => context.ledger.epochInfo(),
  getGenesisHash: (_params, context) => context.genesisHash,
  getVersion: () => ({ 'solana-core': '2.2.0-litesvm-1.5.0', 'feature-set': 0 }),
  getHealth: () => 'ok',
  getRecentPrioritizationFees: () => [],
  getLatestBlockhash,
  isBlockhashValid,
  getFeeForMessage,
  getBlockTime,
}
