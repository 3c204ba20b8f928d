import '@polkadot/api-augment'
import type { ApiPromise } from '@polkadot/api'
import { crashPoint } from '../../db/crash-point.js'
import type { Database } from '../../db/database.js'
import { type Leadership, lockKeyOf } from '../indexer-lease.js'
import type { PolkadotClient } from './polkadot-client.js'
import { indexedUntil, type PolkadotTransferRow, storeBlock } from './polkadot-store.js'

const OUTSIDE_EXTRINSICS = 1_000_000

/** `balances.Transfer` events of one block, with their extrinsic hashes and the block's time. */
export async function readBlockTransfers(
  api: ApiPromise,
  blockNumber: number,
  now: () => number,
): Promise<PolkadotTransferRow[]> {
  const blockHash = await api.rpc.chain.getBlockHash(blockNumber)
  const at = await api.at(blockHash)
  const records = await at.query.system.events()
  const transfers: Omit<PolkadotTransferRow, 'extrinsicHash' | 'blockTime'>[] = []
  const extrinsicOf = new Map<number, number>()
  records.forEach((record, eventIndex) => {
    if (!at.events.balances.Transfer.is(record.event)) return
    const [from, to, amount] = record.event.data
    const extrinsic = record.phase.isApplyExtrinsic
      ? record.phase.asApplyExtrinsic.toNumber()
      : undefined
    if (extrinsic !== undefined) extrinsicOf.set(eventIndex, extrinsic)
    transfers.push({
      blockNumber,
      eventIndex,
      groupIndex: extrinsic ?? OUTSIDE_EXTRINSICS + eventIndex,
      blockHash: blockHash.toHex(),
      fromId: from.toHex(),
      toId: to.toHex(),
      amount: amount.toBigInt(),
    })
  })
  if (transfers.length === 0) return []
  const [block, moment] = await Promise.all([
    api.rpc.chain.getBlock(blockHash),
    at.query.timestamp?.now ? at.query.timestamp.now() : Promise.resolve(undefined),
  ])
  const blockTime = moment && moment.toNumber() > 0 ? moment.toNumber() : now()
  return transfers.map((transfer) => {
    const extrinsic = extrinsicOf.get(transfer.eventIndex)
    const hash =
      extrinsic === undefined ? null : (block.block.extrinsics[extrinsic]?.hash.toHex() ?? null)
    return { ...transfer, extrinsicHash: hash, blockTime }
  })
}

/** The lease of a chain's indexer: across replicas only its holder follows the chain. */
export function polkadotLeaseKey(chain: string): number {
  return lockKeyOf(`polkadot-indexer|${chain}`)
}

export interface PolkadotIndexer {
  /** Indexes every finalized block not indexed yet; concurrent calls share one run. */
  sync(): Promise<void>
  /** Follows finalized heads (each new one triggers `sync`). */
  start(): void
  stop(): Promise<void>
}

/**
 * Indexes `balances.Transfer` events into the server's database, block by block up to the
 * finalized head. The first run starts at `fromBlock`, or at the finalized head then (a live chain
 * is not replayed from genesis).
 */
export function createPolkadotIndexer(options: {
  client: PolkadotClient
  db: Database
  chain: string
  fromBlock: number | undefined
  now: () => number
  log: (message: string) => void
  /** Called after each block is stored (tests await it instead of polling). */
  onIndexed?: (blockNumber: number) => void
  /** Across replicas only the holder of this lock indexes; the others read what it stores. */
  leadership?: Leadership
  /**
   * How often a replica without the lock asks for it again while following heads (default 2 s):
   * the holder's death frees it a moment after, maybe after the head that would have asked.
   */
  leaderRetryMs?: number
}): PolkadotIndexer {
  const { client, db, chain } = options
  let running: Promise<void> | undefined
  let rerun = false
  let unsubscribe: (() => void) | undefined
  let stopped = false
  let retry: ReturnType<typeof setTimeout> | undefined
  const askAgain = () => {
    if (retry || stopped || !unsubscribe) return
    retry = setTimeout(() => {
      retry = undefined
      sync().catch((error: unknown) => options.log(`polkadot indexer: ${String(error)}`))
    }, options.leaderRetryMs ?? 2_000)
  }

  const runOnce = async () => {
    const api = await client.api()
    const head = await client.read((a) => a.rpc.chain.getFinalizedHead())
    const target = (await client.read((a) => a.rpc.chain.getHeader(head))).number.toNumber()
    const last = (await indexedUntil(db, chain)) ?? (options.fromBlock ?? target) - 1
    for (let n = last + 1; n <= target && !stopped; n++) {
      await storeBlock(db, chain, n, await readBlockTransfers(api, n, options.now))
      await crashPoint('polkadot.indexed', String(n))
      options.onIndexed?.(n)
    }
  }

  const sync = (): Promise<void> => {
    if (running) {
      // A head arrived while a run was under way: run once more after it, for that head.
      rerun = true
      return running
    }
    running = (async () => {
      try {
        // Every replica hears each finalized head: the lock's holder indexes, and when it dies
        // the next replica to hear a head takes the lock over.
        if (options.leadership && !(await options.leadership.leading())) {
          askAgain()
          return
        }
        do {
          rerun = false
          await runOnce()
        } while (rerun && !stopped)
      } finally {
        running = undefined
      }
    })()
    return running
  }

  return {
    sync,
    start() {
      if (unsubscribe || stopped) return
      client
        .api()
        .then((api) =>
          api.rpc.chain.subscribeFinalizedHeads(() => {
            sync().catch((error: unknown) => options.log(`polkadot indexer: ${String(error)}`))
          }),
        )
        .then(
          (stop) => {
            if (stopped) stop()
            else unsubscribe = stop
          },
          (error: unknown) => options.log(`polkadot indexer could not subscribe: ${String(error)}`),
        )
    },
    async stop() {
      stopped = true
      clearTimeout(retry)
      unsubscribe?.()
      unsubscribe = undefined
      await running?.catch(() => undefined)
      await options.leadership?.release()
    },
  }
}
