/**
 * Native coin moved by a contract inside a transaction (a swap's router paying out ETH, a wallet
 * contract forwarding it): no log records it, only the node's call traces do. Stored as `native`
 * transfers whose `log_index` is INTERNAL_LOG_INDEX + the trace's place in its transaction, so
 * they sort after the transaction's own value (-1) and its logs, whose indexes are far smaller.
 */
export const INTERNAL_LOG_INDEX = 1_000_000_000

export interface InternalTransfer {
  txHash: string
  /** INTERNAL_LOG_INDEX + the order of the value-carrying call in its transaction. */
  logIndex: number
  from: string
  to: string
  amount: string
}

interface ParityTrace {
  type?: unknown
  action?: { from?: unknown; to?: unknown; value?: unknown; callType?: unknown }
  traceAddress?: unknown
  transactionHash?: unknown
  error?: unknown
}

const ADDRESS = /^0x[0-9a-fA-F]{40}$/
const QUANTITY = /^0x[0-9a-fA-F]{1,64}$/

/**
 * The internal value transfers of a `trace_filter` / `trace_block` answer (Parity-style traces):
 * plain `call`s below the top level carrying value, in trace order. A call that failed, or ran
 * inside a call that failed (its whole transaction included), moved nothing and is left out;
 * entries of any other shape are ignored.
 */
export function internalTransfers(traces: unknown): InternalTransfer[] {
  if (!Array.isArray(traces)) return []
  const entries = traces as ParityTrace[]
  const path = (trace: ParityTrace) =>
    Array.isArray(trace.traceAddress) ? trace.traceAddress.join('.') : undefined
  // Failed calls per transaction, by trace address: everything below them was undone.
  const failed = new Map<string, Set<string>>()
  for (const trace of entries) {
    const at = path(trace)
    if (trace.error === undefined || typeof trace.transactionHash !== 'string' || at === undefined)
      continue
    const set = failed.get(trace.transactionHash) ?? new Set<string>()
    set.add(at)
    failed.set(trace.transactionHash, set)
  }
  const undone = (hash: string, address: readonly unknown[]) => {
    const set = failed.get(hash)
    if (!set) return false
    for (let depth = 0; depth <= address.length; depth++)
      if (set.has(address.slice(0, depth).join('.'))) return true
    return false
  }
  const transfers: InternalTransfer[] = []
  const ordinal = new Map<string, number>()
  for (const trace of entries) {
    const hash = trace.transactionHash
    const address = trace.traceAddress
    const { from, to, value, callType } = trace.action ?? {}
    if (typeof hash !== 'string' || !Array.isArray(address) || address.length === 0) continue
    if (trace.type !== 'call' || callType !== 'call') continue
    if (typeof from !== 'string' || !ADDRESS.test(from)) continue
    if (typeof to !== 'string' || !ADDRESS.test(to)) continue
    if (typeof value !== 'string' || !QUANTITY.test(value) || BigInt(value) === 0n) continue
    if (undone(hash, address)) continue
    const nth = ordinal.get(hash) ?? 0
    ordinal.set(hash, nth + 1)
    transfers.push({
      txHash: hash,
      logIndex: INTERNAL_LOG_INDEX + nth,
      from: from.toLowerCase(),
      to: to.toLowerCase(),
      amount: BigInt(value).toString(),
    })
  }
  return transfers
}
