import { base58 } from '@scure/base'
import { type Address, address, lamports as toLamports } from '@solana/kit'
import { Clock, FailedTransactionMetadata, LiteSVM, type TransactionMetadata } from 'litesvm'
import { collectTransfers, resolveInstructions } from './collect-transfers.js'
import { readInnerInstructions } from './inner-instructions.js'
import { type SolanaTransactionError, toSolanaTransactionError } from './svm-errors.js'
import { decodeMint, decodeTokenAccount } from './token-state.js'
import { transactionFee } from './transaction-fee.js'
import type { RecordedTokenBalance, SolanaTransactionRecord } from './transaction-record.js'
import { isWritableIndex, toKitTransaction, type WireTransaction } from './wire-transaction.js'

/** How many blocks a blockhash stays valid (as on mainnet). */
export const BLOCKHASH_VALIDITY_BLOCKS = 150n
const SLOTS_PER_EPOCH = 432_000n

/** An account as the facade serves it. */
export interface LedgerAccount {
  address: string
  lamports: bigint
  data: Uint8Array
  owner: string
  executable: boolean
  space: number
}

/** The result of running a transaction without applying it. */
export interface SimulationResult {
  err: SolanaTransactionError | null
  logs: string[]
  unitsConsumed: bigint
  /** Accounts as the transaction would leave them (empty when it fails). */
  postAccounts: LedgerAccount[]
}

export interface SvmLedgerOptions {
  /** Clock for block times (ms). */
  now?: () => number
}

type Listener<T> = (value: T) => void

// A subscriber's failure must not undo or hide a transaction that was already applied.
function emit<T>(listeners: ReadonlySet<Listener<T>>, value: T) {
  for (const listener of listeners) {
    try {
      listener(value)
    } catch {
      // the subscriber's problem (e.g. a closed socket); others still hear of it
    }
  }
}

/**
 * LiteSVM with what a validator adds around it: slots (one block per applied transaction), a
 * blockhash that rotates each block and stays valid for 150 blocks, simulate-before-apply (a
 * failing transaction is never charged), and a record of every processed transaction.
 */
export function createSvmLedger(options: SvmLedgerOptions = {}) {
  const now = options.now ?? Date.now
  // LiteSVM only knows its latest blockhash: the recent-blockhash window is checked here.
  const svm = new LiteSVM().withBlockhashCheck(false).withSigverify(true)
  let slot = 0n
  const recentBlockhashes = new Map<string, bigint>()
  const records: SolanaTransactionRecord[] = []
  const bySignature = new Map<string, SolanaTransactionRecord>()
  const slotListeners = new Set<Listener<bigint>>()
  const recordListeners = new Set<Listener<SolanaTransactionRecord>>()
  const accountListeners = new Set<Listener<string[]>>()

  function setClock() {
    const seconds = BigInt(Math.floor(now() / 1000))
    svm.setClock(new Clock(slot, seconds, slot / SLOTS_PER_EPOCH, slot / SLOTS_PER_EPOCH, seconds))
  }

  function produceBlock() {
    slot += 1n
    setClock()
    svm.expireBlockhash()
    recentBlockhashes.set(svm.latestBlockhash(), slot)
    for (const [hash, height] of recentBlockhashes) {
      if (height + BLOCKHASH_VALIDITY_BLOCKS < slot) recentBlockhashes.delete(hash)
    }
    emit(slotListeners, slot)
  }
  produceBlock()

  function getAccount(addr: string): LedgerAccount | null {
    const account = svm.getAccount(address(addr))
    if (!account.exists) return null
    return {
      address: addr,
      lamports: account.lamports,
      data: account.data,
      owner: account.programAddress,
      executable: account.executable,
      space: account.data.length,
    }
  }

  function tokenBalances(keys: readonly string[]): RecordedTokenBalance[] {
    const balances: RecordedTokenBalance[] = []
    keys.forEach((key, accountIndex) => {
      const account = getAccount(key)
      const token = account && decodeTokenAccount(account.owner, account.data)
      if (!account || !token) return
      const mint = getAccount(token.mint)
      const decimals = mint ? decodeMint(mint.owner, mint.data)?.decimals : undefined
      if (decimals === undefined) return
      balances.push({
        accountIndex,
        mint: token.mint,
        owner: token.owner,
        programId: account.owner,
        amount: token.amount,
        decimals,
      })
    })
    return balances
  }

  function checkLifetime(wire: WireTransaction): SolanaTransactionError | null {
    return isBlockhashValid(wire.recentBlockhash) ? null : 'BlockhashNotFound'
  }

  function isBlockhashValid(hash: string): boolean {
    const height = recentBlockhashes.get(hash)
    return height !== undefined && height + BLOCKHASH_VALIDITY_BLOCKS >= slot
  }

  function simulate(wire: WireTransaction, sigVerify = true): SimulationResult {
    const lifetimeError = checkLifetime(wire)
    if (lifetimeError) return { err: lifetimeError, logs: [], unitsConsumed: 0n, postAccounts: [] }
    if (!sigVerify) svm.withSigverify(false)
    try {
      const result = svm.simulateTransaction(toKitTransaction(wire))
      const meta = result.meta()
      const failed = result instanceof FailedTransactionMetadata
      return {
        err: failed ? toSolanaTransactionError(result) : null,
        logs: meta.logs(),
        unitsConsumed: meta.computeUnitsConsumed(),
        postAccounts: failed
          ? []
          : result.postAccounts().map((account) => ({
              address: account.address,
              lamports: account.lamports,
              data: new Uint8Array(account.data),
              owner: account.programAddress,
              executable: account.executable,
              space: account.data.length,
            })),
      }
    } finally {
      svm.withSigverify(true)
    }
  }

  function record(entry: SolanaTransactionRecord) {
    records.push(entry)
    bySignature.set(entry.signature, entry)
    emit(recordListeners, entry)
  }

  /**
   * Processes a transaction: applied only if it simulates cleanly. A failing one changes nothing,
   * fee included; with `recordFailure` (skipPreflight) it is recorded so its sender learns the error.
   */
  function process(wire: WireTransaction, recordFailure = false): SolanaTransactionRecord {
    const signature = base58.encode(wire.signatures[0] ?? new Uint8Array(64))
    const known = bySignature.get(signature)
    const simulation: SimulationResult = known
      ? { err: 'AlreadyProcessed', logs: [], unitsConsumed: 0n, postAccounts: [] }
      : simulate(wire)
    const keys = wire.accountKeys
    const preBalances = keys.map((key) => getAccount(key)?.lamports ?? 0n)
    const preTokenBalances = tokenBalances(keys)
    const base = {
      signature,
      wire,
      preBalances,
      preTokenBalances,
      blockTime: Math.floor(now() / 1000),
    }
    if (simulation.err !== null) {
      const failed: SolanaTransactionRecord = {
        ...base,
        slot,
        err: simulation.err,
        fee: 0n,
        postBalances: preBalances,
        postTokenBalances: preTokenBalances,
        logs: simulation.logs,
        innerInstructions: [],
        computeUnitsConsumed: simulation.unitsConsumed,
        transfers: [],
      }
      // A duplicate must not replace the record of the transaction that landed.
      if (!known && recordFailure) record(failed)
      return failed
    }
    const result = svm.sendTransaction(toKitTransaction(wire))
    if (result instanceof FailedTransactionMetadata) {
      throw new Error(`LiteSVM failed a transaction that simulated cleanly: ${result.toString()}`)
    }
    produceBlock()
    const meta: TransactionMetadata = result
    const postTokenBalances = tokenBalances(keys)
    const innerInstructions = readInnerInstructions(meta)
    const applied: SolanaTransactionRecord = {
      ...base,
      slot,
      err: null,
      fee: transactionFee(wire),
      postBalances: keys.map((key) => getAccount(key)?.lamports ?? 0n),
      postTokenBalances,
      logs: meta.logs(),
      innerInstructions,
      computeUnitsConsumed: meta.computeUnitsConsumed(),
      transfers: [],
    }
    applied.transfers = collectTransfers(
      resolveInstructions(applied),
      [...preTokenBalances, ...postTokenBalances].map((b) => ({
        ...b,
        address: keys[b.accountIndex] ?? '',
      })),
    )
    record(applied)
    const changed = keys.filter((_key, index) => isWritableIndex(wire, index))
    emit(accountListeners, changed)
    return applied
  }

  return {
    svm,
    slot: () => slot,
    latestBlockhash: () => svm.latestBlockhash() as string,
    lastValidBlockHeight: () => slot + BLOCKHASH_VALIDITY_BLOCKS,
    isBlockhashValid,
    epochInfo: () => ({
      absoluteSlot: slot,
      blockHeight: slot,
      epoch: slot / SLOTS_PER_EPOCH,
      slotIndex: slot % SLOTS_PER_EPOCH,
      slotsInEpoch: SLOTS_PER_EPOCH,
      transactionCount: BigInt(records.length),
    }),
    getAccount,
    /** Writes an account directly (fixtures); subscribers are told. */
    setAccount(account: Omit<LedgerAccount, 'space'>) {
      svm.setAccount({
        address: address(account.address),
        lamports: toLamports(account.lamports),
        data: account.data,
        programAddress: account.owner as Address,
        executable: account.executable,
        space: BigInt(account.data.length),
      })
      emit(accountListeners, [account.address])
    },
    programAccounts: (program: string) =>
      svm.getProgramAccounts(address(program)).map((account) => getAccount(account.address)),
    minimumBalanceForRentExemption: (size: bigint) => svm.minimumBalanceForRentExemption(size),
    simulate,
    process,
    records: (): readonly SolanaTransactionRecord[] => records,
    transaction: (signature: string) => bySignature.get(signature),
    onSlot(listener: Listener<bigint>) {
      slotListeners.add(listener)
      return () => slotListeners.delete(listener)
    },
    onRecord(listener: Listener<SolanaTransactionRecord>) {
      recordListeners.add(listener)
      return () => recordListeners.delete(listener)
    },
    onAccounts(listener: Listener<string[]>) {
      accountListeners.add(listener)
      return () => accountListeners.delete(listener)
    },
  }
}

export type SvmLedger = ReturnType<typeof createSvmLedger>
