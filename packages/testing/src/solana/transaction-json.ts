import { base58 } from '@scure/base'
import { resolveInstructions } from './collect-transfers.js'
import { parseInstruction } from './parse-instruction.js'
import { rpcErrors, SolanaRpcError } from './rpc-error.js'
import { uiTokenAmount } from './token-state.js'
import type { RecordedTokenBalance, SolanaTransactionRecord } from './transaction-record.js'
import { encodeWireTransaction, isWritableIndex } from './wire-transaction.js'

export type TransactionEncoding = 'json' | 'jsonParsed' | 'base64' | 'base58'

function tokenBalance(balance: RecordedTokenBalance) {
  return {
    accountIndex: balance.accountIndex,
    mint: balance.mint,
    owner: balance.owner,
    programId: balance.programId,
    uiTokenAmount: uiTokenAmount(balance.amount, balance.decimals),
  }
}

function meta(record: SolanaTransactionRecord, encoding: TransactionEncoding) {
  const keys = record.wire.accountKeys
  const innerInstructions = record.innerInstructions.map((inner) => ({
    index: inner.index,
    instructions: inner.instructions.map((ix) =>
      encoding === 'jsonParsed'
        ? parseInstruction({
            programId: keys[ix.programIdIndex] ?? '',
            accounts: ix.accounts.map((index) => keys[index] ?? ''),
            data: ix.data,
            stackHeight: ix.stackHeight,
          })
        : {
            programIdIndex: ix.programIdIndex,
            accounts: ix.accounts,
            data: base58.encode(ix.data),
            stackHeight: ix.stackHeight,
          },
    ),
  }))
  return {
    err: record.err,
    status: record.err === null ? { Ok: null } : { Err: record.err },
    fee: record.fee,
    preBalances: record.preBalances,
    postBalances: record.postBalances,
    innerInstructions,
    logMessages: record.logs,
    preTokenBalances: record.preTokenBalances.map(tokenBalance),
    postTokenBalances: record.postTokenBalances.map(tokenBalance),
    rewards: [],
    loadedAddresses: { writable: [], readonly: [] },
    computeUnitsConsumed: record.computeUnitsConsumed,
  }
}

function message(record: SolanaTransactionRecord, encoding: 'json' | 'jsonParsed') {
  const wire = record.wire
  const lookups =
    wire.version === 0
      ? {
          addressTableLookups: wire.addressTableLookups.map((lookup) => ({
            accountKey: lookup.accountKey,
            writableIndexes: lookup.writableIndexes,
            readonlyIndexes: lookup.readonlyIndexes,
          })),
        }
      : {}
  if (encoding === 'jsonParsed') {
    const topLevel = resolveInstructions({ wire, innerInstructions: [] })
    return {
      accountKeys: wire.accountKeys.map((pubkey, index) => ({
        pubkey,
        signer: index < wire.header.numRequiredSignatures,
        writable: isWritableIndex(wire, index),
        source: 'transaction',
      })),
      instructions: topLevel.map((ix) => parseInstruction(ix)),
      recentBlockhash: wire.recentBlockhash,
      ...lookups,
    }
  }
  return {
    accountKeys: wire.accountKeys,
    header: wire.header,
    instructions: wire.instructions.map((ix) => ({
      programIdIndex: ix.programIdIndex,
      accounts: ix.accounts,
      data: base58.encode(ix.data),
      stackHeight: null,
    })),
    recentBlockhash: wire.recentBlockhash,
    ...lookups,
  }
}

/** Reads getTransaction's `encoding` (default json). */
export function transactionEncoding(value: unknown): TransactionEncoding {
  const encoding = value ?? 'json'
  if (
    encoding === 'json' ||
    encoding === 'jsonParsed' ||
    encoding === 'base64' ||
    encoding === 'base58'
  ) {
    return encoding
  }
  throw rpcErrors.invalidParams(`unsupported encoding ${String(encoding)}`)
}

/** A record in getTransaction's shape; v0 transactions need `maxSupportedTransactionVersion: 0`. */
export function transactionResponse(
  record: SolanaTransactionRecord,
  encoding: TransactionEncoding,
  maxSupportedTransactionVersion: unknown,
) {
  const version = record.wire.version
  if (version === 0 && maxSupportedTransactionVersion !== 0) {
    throw new SolanaRpcError(
      -32015,
      'Transaction version (0) is not supported by the requesting client. Please try the request again with the following configuration parameter: "maxSupportedTransactionVersion": 0',
    )
  }
  const bytes = encodeWireTransaction(record.wire)
  const transaction =
    encoding === 'base64'
      ? [Buffer.from(bytes).toString('base64'), 'base64']
      : encoding === 'base58'
        ? [base58.encode(bytes), 'base58']
        : {
            signatures: record.wire.signatures.map((signature) => base58.encode(signature)),
            message: message(record, encoding),
          }
  return {
    slot: record.slot,
    blockTime: record.blockTime,
    ...(maxSupportedTransactionVersion === undefined ? {} : { version }),
    transaction,
    meta: meta(record, encoding),
  }
}
