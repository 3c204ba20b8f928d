import { base58 } from '@scure/base'
import { checkedAddress } from './rpc-account-methods.js'
import { type SolanaRpcContext, type SolanaRpcMethod, withContext } from './rpc-context.js'
import { type ParamReader, rpcErrors, SolanaRpcError } from './rpc-error.js'
import { describeTransactionError } from './svm-errors.js'
import { transactionEncoding, transactionResponse } from './transaction-json.js'
import type { SolanaTransactionRecord } from './transaction-record.js'
import {
  decodeWireTransaction,
  MalformedTransactionError,
  type WireTransaction,
  withBlockhash,
} from './wire-transaction.js'

/** Solana's packet limit: larger transactions are refused before decoding. */
const MAX_TRANSACTION_BYTES = 1232

function readTransaction(params: ParamReader): {
  wire: WireTransaction
  config: Record<string, unknown>
} {
  const encoded = params.string(0, 'transaction')
  const config = params.config(1)
  const encoding = config.encoding ?? 'base58'
  let bytes: Uint8Array
  if (encoding === 'base64') {
    if (!/^[A-Za-z0-9+/]*={0,2}$/.test(encoded)) throw rpcErrors.invalidParams('invalid base64')
    bytes = Buffer.from(encoded, 'base64')
  } else if (encoding === 'base58') {
    try {
      bytes = base58.decode(encoded)
    } catch {
      throw rpcErrors.invalidParams('invalid base58')
    }
  } else {
    throw rpcErrors.invalidParams(`unsupported encoding ${String(encoding)}`)
  }
  if (bytes.length > MAX_TRANSACTION_BYTES) {
    throw rpcErrors.invalidParams(
      `transaction too large: ${bytes.length} bytes (max ${MAX_TRANSACTION_BYTES})`,
    )
  }
  try {
    return { wire: decodeWireTransaction(bytes), config }
  } catch (error) {
    if (error instanceof MalformedTransactionError) {
      throw rpcErrors.invalidParams(`failed to deserialize transaction: ${error.message}`)
    }
    throw error
  }
}

function preflightError(record: SolanaTransactionRecord): SolanaRpcError {
  if (record.err === 'SignatureFailure') {
    return new SolanaRpcError(-32003, 'Transaction signature verification failure')
  }
  return new SolanaRpcError(
    -32002,
    `Transaction simulation failed: ${describeTransactionError(record.err ?? 'SanitizeFailure')}`,
    {
      accounts: null,
      err: record.err,
      innerInstructions: null,
      logs: record.logs,
      replacementBlockhash: null,
      returnData: null,
      unitsConsumed: record.computeUnitsConsumed,
    },
  )
}

const sendTransaction: SolanaRpcMethod = (params, context) => {
  const { wire, config } = readTransaction(params)
  const record = context.ledger.process(wire, config.skipPreflight === true)
  // Without skipPreflight a failure is an RPC error; with it the failure shows in the status.
  if (record.err !== null && config.skipPreflight !== true) throw preflightError(record)
  return record.signature
}

const simulateTransaction: SolanaRpcMethod = (params, context) => {
  const { wire, config } = readTransaction(params)
  const replace = config.replaceRecentBlockhash === true
  if (replace && config.sigVerify === true) {
    throw rpcErrors.invalidParams('sigVerify may not be used with replaceRecentBlockhash')
  }
  const blockhash = context.ledger.latestBlockhash()
  const target = replace ? withBlockhash(wire, blockhash) : wire
  const result = context.ledger.simulate(target, config.sigVerify === true)
  let accounts: unknown = null
  const wanted = config.accounts as { addresses?: unknown } | undefined
  if (wanted && Array.isArray(wanted.addresses)) {
    accounts = wanted.addresses.map((address) => {
      const post = result.postAccounts.find((account) => account.address === address)
      const account = post ?? context.ledger.getAccount(checkedAddress(String(address)))
      return account
        ? {
            lamports: account.lamports,
            owner: account.owner,
            executable: account.executable,
            rentEpoch: 18446744073709551615n,
            space: account.space,
            data: [Buffer.from(account.data).toString('base64'), 'base64'],
          }
        : null
    })
  }
  return withContext(context, {
    err: result.err,
    logs: result.logs,
    accounts,
    unitsConsumed: result.unitsConsumed,
    returnData: null,
    innerInstructions: null,
    replacementBlockhash: replace
      ? { blockhash, lastValidBlockHeight: context.ledger.lastValidBlockHeight() }
      : null,
  })
}

function status(context: SolanaRpcContext, signature: string) {
  const record = context.ledger.transaction(signature)
  if (!record) return null
  return {
    slot: record.slot,
    confirmations: null,
    err: record.err,
    status: record.err === null ? { Ok: null } : { Err: record.err },
    confirmationStatus: 'finalized',
  }
}

const getSignatureStatuses: SolanaRpcMethod = (params, context) => {
  const signatures = params.stringArray(0, 'signatures', 256)
  return withContext(
    context,
    signatures.map((signature) => status(context, signature)),
  )
}

const getTransaction: SolanaRpcMethod = (params, context) => {
  const signature = params.string(0, 'signature')
  const config = params.config(1)
  const encoding = transactionEncoding(config.encoding)
  const record = context.ledger.transaction(signature)
  return record
    ? transactionResponse(record, encoding, config.maxSupportedTransactionVersion)
    : null
}

// Newest first, like a validator; `before`/`until` are exclusive bounds given as signatures.
const getSignaturesForAddress: SolanaRpcMethod = (params, context) => {
  const address = checkedAddress(params.string(0, 'address'))
  const config = params.config(1)
  const limit = config.limit ?? 1000
  if (typeof limit !== 'number' || !Number.isInteger(limit) || limit < 1 || limit > 1000) {
    throw rpcErrors.invalidParams('Invalid limit; max 1000')
  }
  const records = context.ledger.records()
  let end = records.length
  if (typeof config.before === 'string') {
    const index = records.findIndex((record) => record.signature === config.before)
    end = index === -1 ? 0 : index
  }
  const out = []
  for (let index = end - 1; index >= 0 && out.length < limit; index -= 1) {
    const record = records[index]!
    if (record.signature === config.until) break
    if (!record.wire.accountKeys.includes(address as never)) continue
    out.push({
      signature: record.signature,
      slot: record.slot,
      err: record.err,
      memo: null,
      blockTime: record.blockTime,
      confirmationStatus: 'finalized',
    })
  }
  return out
}

const requestAirdrop: SolanaRpcMethod = (params, context) => {
  const address = checkedAddress(params.string(0, 'address'))
  const lamports = params.integer(1, 'lamports')
  if (lamports === 0n || lamports > 1_000n * 1_000_000_000n) {
    throw rpcErrors.invalidParams('lamports must be between 1 and 1000 SOL')
  }
  return context.airdrop(address, lamports)
}

export const transactionMethods: Record<string, SolanaRpcMethod> = {
  sendTransaction,
  simulateTransaction,
  getSignatureStatuses,
  getTransaction,
  getSignaturesForAddress,
  requestAirdrop,
}
