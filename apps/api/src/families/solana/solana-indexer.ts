import { address, type Rpc, type Signature, type SolanaRpcApi } from '@solana/kit'
import { crashPoint } from '../../db/crash-point.js'
import type { Database } from '../../db/database.js'
import { type Leases, lockKeyOf } from '../indexer-lease.js'
import { parseSolanaTransaction } from './parse-solana-transfers.js'
import { TOKEN_2022_PROGRAM, TOKEN_PROGRAM } from './solana-balances.js'
import { markSynced, storeTransaction, syncedUntil, unindexed } from './solana-store.js'

/** Signatures read per account and sync at most (bounds the first sync of a busy account). */
export const MAX_SIGNATURES_PER_SYNC = 2000
const PAGE = 1000
/** Token accounts of one owner followed at most (each costs a signature scan per sync). */
export const MAX_TOKEN_ACCOUNTS = 100
const CONCURRENCY = 8
/**
 * Owners synced at once per replica: each holds a database connection for its lock while its
 * queries need others from the same pool (10 by default), so they must not take them all.
 */
export const MAX_OWNER_SYNCS = 4
/** How long a request waits for another replica's sync of the same owner before reading as is. */
export const OWNER_SYNC_WAIT_MS = 10_000

/** The lock an owner's sync runs under, across replicas (one key per chain and owner). */
export function solanaSyncLockKey(chain: string, owner: string): number {
  return lockKeyOf(`solana-sync|${chain}|${owner}`)
}

/**
 * Brings an owner's indexed history up to date from the chain's RPC, as a Solana indexer does
 * without a block feed: getSignaturesForAddress for the owner and each of its token accounts
 * (incoming SPL transfers name only the token account), newer than what was synced, then
 * getTransaction (jsonParsed) for each signature not indexed yet. Concurrent syncs of one owner
 * share one run; across replicas, an owner's sync runs under its database lock, so one replica
 * indexes it while the others wait for it (and take over if it dies) instead of fetching the
 * same transactions again.
 */
export function createSolanaIndexer(params: {
  rpc: Rpc<SolanaRpcApi>
  db: Database
  /** Where each owner's sync lock is taken (the server gives the ones held back on shutdown). */
  leases: Leases
  chain: string
}) {
  const { rpc, db, leases, chain } = params
  const running = new Map<string, Promise<void>>()
  let active = 0
  const queued: (() => void)[] = []
  const slot = async () => {
    if (active >= MAX_OWNER_SYNCS) await new Promise<void>((resolve) => queued.push(resolve))
    active++
  }
  const freeSlot = () => {
    active--
    queued.shift()?.()
  }

  async function newSignatures(
    account: string,
  ): Promise<{ signatures: string[]; newest?: string }> {
    const until = await syncedUntil(db, chain, account)
    const signatures: string[] = []
    let before: string | undefined
    while (signatures.length < MAX_SIGNATURES_PER_SYNC) {
      const page = await rpc
        .getSignaturesForAddress(address(account), {
          limit: PAGE,
          ...(until ? { until: until as Signature } : {}),
          ...(before ? { before: before as Signature } : {}),
        })
        .send()
      for (const entry of page) if (entry.err === null) signatures.push(entry.signature)
      if (page.length < PAGE) break
      before = page.at(-1)?.signature
    }
    const newest = signatures[0]
    return newest ? { signatures, newest } : { signatures }
  }

  async function index(signature: string) {
    const response = await rpc
      .getTransaction(signature as Signature, {
        encoding: 'jsonParsed',
        maxSupportedTransactionVersion: 0,
      })
      .send()
    const parsed = parseSolanaTransaction(signature, response)
    if (parsed) await storeTransaction(db, chain, parsed)
  }

  async function run(owner: string): Promise<number> {
    const tokenAccounts = await Promise.all(
      [TOKEN_PROGRAM, TOKEN_2022_PROGRAM].map((programId) =>
        rpc.getTokenAccountsByOwner(address(owner), { programId }, { encoding: 'base64' }).send(),
      ),
    )
    const accounts = [
      owner,
      ...tokenAccounts
        .flatMap(({ value }) => value.map((entry) => entry.pubkey))
        .slice(0, MAX_TOKEN_ACCOUNTS),
    ]
    const found = await Promise.all(
      accounts.map(async (account) => ({ account, ...(await newSignatures(account)) })),
    )
    const todo = await unindexed(db, chain, [
      ...new Set(found.flatMap((entry) => entry.signatures)),
    ])
    for (let start = 0; start < todo.length; start += CONCURRENCY) {
      await Promise.all(todo.slice(start, start + CONCURRENCY).map(index))
    }
    // Only once everything before it is stored: a failed run is retried from the same place.
    for (const entry of found)
      if (entry.newest) await markSynced(db, chain, entry.account, entry.newest)
    return todo.length
  }

  async function runUnderLock(owner: string): Promise<void> {
    await slot()
    try {
      await leases.underLock(
        solanaSyncLockKey(chain, owner),
        async () => {
          await crashPoint('solana.sync', owner)
          await crashPoint('solana.indexed', `${owner} ${await run(owner)}`)
        },
        {
          waitMs: OWNER_SYNC_WAIT_MS,
          retryMs: 50,
          onWait: () => crashPoint('solana.waiting', owner),
        },
      )
    } finally {
      freeSlot()
    }
  }

  return {
    sync(owner: string): Promise<void> {
      const current = running.get(owner)
      if (current) return current
      const next = runUnderLock(owner).finally(() => running.delete(owner))
      running.set(owner, next)
      return next
    },
  }
}

export type SolanaIndexer = ReturnType<typeof createSolanaIndexer>
