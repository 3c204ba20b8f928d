import type { Hex } from 'viem'
import type { ChainHandle } from '../../chain/chain-clients.js'
import { crashPoint } from '../../db/crash-point.js'
import type { Database } from '../../db/database.js'
import type { Leadership } from '../indexer-lease.js'
import { writeHistoryEntries } from './history-entries.js'
import { internalTransfers } from './internal-transfers.js'
import { ensureTokens } from './token-metadata.js'
import { decodeTransferLog, type RawLog, TRANSFER_TOPIC } from './transfer-log.js'

/** One row of the `transfers` table. */
interface TransferRow {
  chainId: number
  txHash: string
  logIndex: number
  blockNumber: bigint
  blockTime: bigint
  txIndex: number
  txFrom: string
  txTo: string | null
  txNonce: number
  status: 'confirmed' | 'failed'
  kind: 'native' | 'erc20' | 'erc721'
  token: string | null
  from: string
  to: string
  amount: string
  tokenId: string | null
}

export interface Indexer {
  /** Starts polling every `pollMs` (no-op when already running). */
  start(): void
  stop(): Promise<void>
  /** Indexes every chain up to its current head once; resolves with the heads reached. */
  syncToHead(): Promise<Map<number, bigint>>
}

const COLUMNS = 16

/** The database lock the polling indexer holds: one replica indexes, the others wait for it. */
export const INDEXER_LOCK = 748_211_904

/**
 * Follows each chain and stores native transfers (value-carrying transactions of every block, and
 * the value contracts move inside them where the node serves call traces) and ERC-20 / ERC-721
 * Transfer logs. Inserts are idempotent and the cursor only moves forward,
 * so several replicas may index the same database at once; still, polling runs in one replica
 * only: each poll first takes or checks `leadership` (the database lock `INDEXER_LOCK`, held for
 * as long as the replica lives), and a replica that dies gives it back with its connection, so
 * another one takes over on its next poll. `syncToHead()` (tests, the bench) does not wait for
 * the lock.
 * Reorgs are not handled (devnets and finalized reads only).
 */
export function createIndexer(options: {
  db: Database
  chains: Map<number, ChainHandle>
  pollMs: number
  batchBlocks: number
  log?: (message: string) => void
  /** The lease on `INDEXER_LOCK` (from the server's `Leases`, which gives it back on shutdown). */
  leadership: Leadership
  /** Called after each chain's sync with the last block indexed and the head it read. */
  onProgress?: (chainId: number, indexedTo: bigint, head: bigint) => void
}): Indexer {
  const { db } = options
  let timer: ReturnType<typeof setTimeout> | undefined
  let running = false
  let current: Promise<unknown> = Promise.resolve()
  let deciding: Promise<boolean> = Promise.resolve(false)
  // Last error per chain: an unreachable node is logged once, not on every poll.
  const lastError = new Map<number, string>()

  async function nextBlock(chain: ChainHandle): Promise<bigint> {
    const rows = await db.query<{ next_block: string | number }>(
      'SELECT next_block FROM indexer_cursor WHERE chain_id = $1',
      [chain.chainId],
    )
    const row = rows[0]
    return row ? BigInt(row.next_block) : BigInt(chain.config.startBlock ?? 0)
  }

  // Chains whose node has no trace API (most public nodes): said once, then their internal
  // transfers are simply not indexed.
  const noTraces = new Set<number>()

  /**
   * The range's call traces (`trace_filter`: anvil, Erigon, Nethermind, Reth), for the native coin
   * contracts move (a swap's ETH payout); `undefined` when the node does not serve them.
   */
  async function readTraces(chain: ChainHandle, from: bigint, to: bigint): Promise<unknown> {
    try {
      return await chain.client.request({
        method: 'trace_filter',
        params: [{ fromBlock: `0x${from.toString(16)}`, toBlock: `0x${to.toString(16)}` }],
      } as never)
    } catch (error) {
      if (!noTraces.has(chain.chainId)) {
        noTraces.add(chain.chainId)
        const message = (error as Error).message.split('\n')[0] ?? 'unknown error'
        options.log?.(
          `indexer: chain ${chain.chainId}: no call traces (${message}); internal transfers are not indexed`,
        )
      }
      return undefined
    }
  }

  async function indexRange(chain: ChainHandle, from: bigint, to: bigint): Promise<void> {
    const client = chain.client
    const numbers: bigint[] = []
    for (let n = from; n <= to; n++) numbers.push(n)
    const [blocks, logs, traces] = await Promise.all([
      Promise.all(
        numbers.map((blockNumber) => client.getBlock({ blockNumber, includeTransactions: true })),
      ),
      client.request({
        method: 'eth_getLogs',
        params: [
          {
            fromBlock: `0x${from.toString(16)}`,
            toBlock: `0x${to.toString(16)}`,
            topics: [TRANSFER_TOPIC],
          },
        ],
      }) as Promise<RawLog[]>,
      readTraces(chain, from, to),
    ])
    const txs = new Map<
      string,
      { from: string; to: string | null; nonce: number; index: number; time: bigint; block: bigint }
    >()
    const rows: TransferRow[] = []
    const natives: { hash: Hex; row: Omit<TransferRow, 'status'> }[] = []
    for (const block of blocks) {
      for (const tx of block.transactions) {
        const info = {
          from: tx.from.toLowerCase(),
          to: tx.to?.toLowerCase() ?? null,
          nonce: tx.nonce,
          index: tx.transactionIndex ?? 0,
          time: block.timestamp,
          block: block.number ?? 0n,
        }
        txs.set(tx.hash, info)
        if (tx.value > 0n && tx.to) {
          natives.push({
            hash: tx.hash,
            row: {
              chainId: chain.chainId,
              txHash: tx.hash,
              logIndex: -1,
              blockNumber: info.block,
              blockTime: info.time,
              txIndex: info.index,
              txFrom: info.from,
              txTo: info.to,
              txNonce: info.nonce,
              kind: 'native',
              token: null,
              from: info.from,
              to: tx.to.toLowerCase(),
              amount: tx.value.toString(),
              tokenId: null,
            },
          })
        }
      }
    }
    const receipts = await Promise.all(
      natives.map(({ hash }) => client.getTransactionReceipt({ hash })),
    )
    natives.forEach(({ row }, i) => {
      rows.push({ ...row, status: receipts[i]?.status === 'success' ? 'confirmed' : 'failed' })
    })
    for (const internal of internalTransfers(traces)) {
      const tx = txs.get(internal.txHash)
      if (!tx) continue
      rows.push({
        chainId: chain.chainId,
        txHash: internal.txHash,
        logIndex: internal.logIndex,
        blockNumber: tx.block,
        blockTime: tx.time,
        txIndex: tx.index,
        txFrom: tx.from,
        txTo: tx.to,
        txNonce: tx.nonce,
        status: 'confirmed',
        kind: 'native',
        token: null,
        from: internal.from,
        to: internal.to,
        amount: internal.amount,
        tokenId: null,
      })
    }
    const tokens = new Map<string, 'erc20' | 'erc721'>()
    for (const log of logs) {
      const decoded = decodeTransferLog(log)
      const tx = txs.get(log.transactionHash)
      if (!decoded || !tx) continue
      tokens.set(decoded.token, decoded.kind)
      rows.push({
        chainId: chain.chainId,
        txHash: log.transactionHash,
        logIndex: Number(log.logIndex),
        blockNumber: tx.block,
        blockTime: tx.time,
        txIndex: tx.index,
        txFrom: tx.from,
        txTo: tx.to,
        txNonce: tx.nonce,
        status: 'confirmed',
        kind: decoded.kind,
        token: decoded.token,
        from: decoded.from,
        to: decoded.to,
        amount: decoded.amount,
        tokenId: decoded.tokenId,
      })
    }
    await ensureTokens(
      db,
      client,
      chain.chainId,
      [...tokens].map(([address, standard]) => ({ address, standard })),
    )
    await db.transaction(async (tx) => {
      for (let i = 0; i < rows.length; i += 500) {
        const chunk = rows.slice(i, i + 500)
        const params: unknown[] = []
        const values = chunk.map((row, r) => {
          params.push(
            row.chainId,
            row.txHash,
            row.logIndex,
            row.blockNumber.toString(),
            row.blockTime.toString(),
            row.txIndex,
            row.txFrom,
            row.txTo,
            row.txNonce,
            row.status,
            row.kind,
            row.token,
            row.from,
            row.to,
            row.amount,
            row.tokenId,
          )
          const base = r * COLUMNS
          return `(${Array.from({ length: COLUMNS }, (_, c) => `$${base + c + 1}`).join(', ')})`
        })
        await tx.query(
          `INSERT INTO transfers (chain_id, tx_hash, log_index, block_number, block_time, tx_index, tx_from, tx_to,
             tx_nonce, status, kind, token, from_address, to_address, amount, token_id)
           VALUES ${values.join(', ')} ON CONFLICT (chain_id, tx_hash, log_index) DO NOTHING`,
          params,
        )
      }
      // The history page's entries of these transactions, in the same transaction.
      await writeHistoryEntries(tx, chain.chainId, [...new Set(rows.map((row) => row.txHash))])
      if (rows.length > 0) await crashPoint('indexer.batch')
      await tx.query(
        `INSERT INTO indexer_cursor (chain_id, next_block) VALUES ($1, $2)
         ON CONFLICT (chain_id) DO UPDATE SET next_block = GREATEST(indexer_cursor.next_block, EXCLUDED.next_block)`,
        [chain.chainId, (to + 1n).toString()],
      )
    })
    await crashPoint('indexer.committed', `${chain.chainId} ${to + 1n}`)
  }

  async function syncChain(chain: ChainHandle): Promise<bigint> {
    const head = await chain.client.getBlockNumber({ cacheTime: 0 })
    let from = await nextBlock(chain)
    while (from <= head) {
      const to =
        from + BigInt(options.batchBlocks) - 1n < head
          ? from + BigInt(options.batchBlocks) - 1n
          : head
      await indexRange(chain, from, to)
      from = to + 1n
    }
    options.onProgress?.(chain.chainId, from - 1n, head)
    return head
  }

  async function syncAll(): Promise<Map<number, bigint>> {
    const heads = new Map<number, bigint>()
    await Promise.all(
      [...options.chains.values()].map(async (chain) => {
        try {
          heads.set(chain.chainId, await syncChain(chain))
          if (lastError.delete(chain.chainId))
            options.log?.(`indexer: chain ${chain.chainId} recovered`)
        } catch (error) {
          const message = (error as Error).message.split('\n')[0] ?? 'unknown error'
          if (lastError.get(chain.chainId) !== message) {
            lastError.set(chain.chainId, message)
            options.log?.(`indexer: chain ${chain.chainId}: ${message}`)
          }
        }
      }),
    )
    return heads
  }

  // One sync at a time per replica: a manual sync waits for the poll's and vice versa.
  function serialized(): Promise<Map<number, bigint>> {
    const next = current.then(syncAll, syncAll)
    current = next.catch(() => undefined)
    return next
  }

  function schedule() {
    if (!running) return
    timer = setTimeout(() => {
      deciding = options.leadership.leading()
      deciding.then((lead) => (lead && running ? serialized() : undefined)).finally(schedule)
    }, options.pollMs)
  }

  return {
    start() {
      if (running) return
      running = true
      schedule()
    },
    async stop() {
      running = false
      if (timer) clearTimeout(timer)
      // The lock goes back before the running sync ends, so another replica takes over at its
      // next poll even while this one waits on a slow node: a batch written by both is harmless
      // (idempotent inserts, a cursor that only moves forward). A lock being taken as the poll
      // stopped is given back too.
      await deciding.catch(() => false)
      await options.leadership.release()
      // A sync stuck on an unreachable node is not waited for longer than 2 s.
      let bound: ReturnType<typeof setTimeout> | undefined
      await Promise.race([current, new Promise((resolve) => (bound = setTimeout(resolve, 2000)))])
      clearTimeout(bound)
    },
    syncToHead: serialized,
  }
}
