import type { ChainConfig } from '../config.js'
import type { Database } from '../db/database.js'
import { pendingMigrations } from '../db/migrations.js'

/** What one chain node answered: up, behind the chain's best node, or unreachable. */
export interface NodeReport {
  /** The node's host (never its path or query: those often carry an API key). */
  node: string
  status: 'up' | 'lagging' | 'down'
  head?: number
  /** Blocks behind the highest head among this chain's nodes (when `lagging`). */
  lagBlocks?: number
  error?: string
}

export interface ChainReport {
  chainId: number
  /** Up when at least one node answers (reads fall back to it). */
  status: 'up' | 'down'
  head?: number
  nodes: NodeReport[]
}

export interface IndexerChainReport {
  chainId: number
  /** Last block in the database's indexer cursor (null before the first batch). */
  indexedTo: number | null
  /** Blocks between the best node's head and `indexedTo` (when both are known). */
  lagBlocks?: number
}

/** The `/readyz` body. */
export interface ReadinessReport {
  ready: boolean
  shuttingDown: boolean
  database: { status: 'up' | 'down'; kind: Database['kind']; error?: string }
  migrations: { status: 'current' | 'pending' | 'unknown'; pending?: number[]; error?: string }
  redis?: { status: 'up' | 'down'; error?: string }
  chains: ChainReport[]
  indexer: {
    /** The replica holding the indexer lease (its `replicaName`), or null when none does. */
    holder: string | null
    thisReplica: boolean
    chains: IndexerChainReport[]
  }
}

export interface Readiness {
  check(): Promise<ReadinessReport>
  /** From now on the server reports itself not ready (a shutdown began). */
  shutDown(): void
  readonly shuttingDown: boolean
}

class ProbeTimeout extends Error {
  override name = 'ProbeTimeout'
}

/**
 * `work` bounded by `ms`: a dead dependency answers "down" in time instead of hanging the probe.
 * The signal aborts what can be aborted (a node's HTTP request) when the time is up.
 */
async function bounded<T>(
  work: (signal: AbortSignal) => Promise<T>,
  ms: number,
  what: string,
): Promise<T> {
  const controller = new AbortController()
  let timer: ReturnType<typeof setTimeout> | undefined
  try {
    return await Promise.race([
      work(controller.signal),
      new Promise<never>((_, reject) => {
        timer = setTimeout(() => {
          reject(new ProbeTimeout(`${what}: no answer in ${ms} ms`))
          controller.abort()
        }, ms)
      }),
    ])
  } finally {
    clearTimeout(timer)
  }
}

/** One line saying why a probe failed: `fetch failed` says little, its cause's code says more. */
function reason(error: unknown): string {
  const message = (error instanceof Error ? error.message : String(error)).split('\n')[0]
  const cause = error instanceof Error ? (error.cause as { code?: unknown } | undefined) : undefined
  const code = typeof cause?.code === 'string' ? cause.code : undefined
  return [message || 'unknown error', code].filter(Boolean).join(': ')
}

/** The head block of one node, by a direct `eth_blockNumber` (not through the fallback transport). */
async function nodeHead(url: string, signal: AbortSignal): Promise<number> {
  const response = await fetch(url, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ jsonrpc: '2.0', id: 1, method: 'eth_blockNumber', params: [] }),
    signal,
  })
  if (!response.ok) throw new Error(`HTTP ${response.status}`)
  const body = (await response.json()) as { result?: unknown; error?: { message?: string } }
  if (typeof body.result !== 'string' || !/^0x[0-9a-f]+$/i.test(body.result))
    throw new Error(body.error?.message ?? 'no block number in the answer')
  return Number(BigInt(body.result))
}

async function probeChain(
  chain: ChainConfig,
  timeoutMs: number,
  lagThreshold: number,
): Promise<ChainReport> {
  const answers = await Promise.all(
    chain.rpcUrls.map(async (url): Promise<{ node: string; head?: number; error?: string }> => {
      const node = new URL(url).host
      try {
        return { node, head: await bounded((signal) => nodeHead(url, signal), timeoutMs, node) }
      } catch (error) {
        return { node, error: reason(error) }
      }
    }),
  )
  const heads = answers.flatMap((answer) => (answer.head !== undefined ? [answer.head] : []))
  const best = heads.length ? Math.max(...heads) : undefined
  const nodes = answers.map((answer): NodeReport => {
    if (answer.head === undefined || best === undefined)
      return { node: answer.node, status: 'down', error: answer.error ?? 'no answer' }
    const lag = best - answer.head
    return lag > lagThreshold
      ? { node: answer.node, status: 'lagging', head: answer.head, lagBlocks: lag }
      : { node: answer.node, status: 'up', head: answer.head }
  })
  return {
    chainId: chain.chainId,
    status: best === undefined ? 'down' : 'up',
    ...(best !== undefined ? { head: best } : {}),
    nodes,
  }
}

/**
 * The readiness check behind `/readyz`: the database answers, its migrations are all applied,
 * Redis answers (when configured), every chain has a node that answers, and no shutdown began.
 * Every probe runs in parallel under `timeoutMs`. The indexer's lease holder and lag are
 * reported, not required (a replica that does not index serves reads as well). Concurrent
 * checks share one run.
 */
export function createReadiness(options: {
  db: Database
  chains: readonly ChainConfig[]
  /** Pings the shared Redis; undefined without one. */
  pingRedis: (() => Promise<void>) | undefined
  indexerLockKey: number
  replicaName: string
  timeoutMs: number
  /** A node this many blocks behind the chain's best node is `lagging`. */
  nodeLagBlocks: number
}): Readiness {
  const { db, timeoutMs } = options
  let shuttingDown = false
  let running: Promise<ReadinessReport> | undefined
  let last: ReadinessReport | undefined

  async function run(): Promise<ReadinessReport> {
    const [database, migrations, redis, chains, holder, cursors] = await Promise.all([
      bounded(() => db.query('SELECT 1'), timeoutMs, 'database').then(
        () => ({ status: 'up' as const, kind: db.kind }),
        (error: unknown) => ({ status: 'down' as const, kind: db.kind, error: reason(error) }),
      ),
      bounded(() => pendingMigrations(db), timeoutMs, 'migrations').then(
        (pending) =>
          pending.length ? { status: 'pending' as const, pending } : { status: 'current' as const },
        (error: unknown) => ({ status: 'unknown' as const, error: reason(error) }),
      ),
      options.pingRedis
        ? bounded(options.pingRedis, timeoutMs, 'redis').then(
            () => ({ status: 'up' as const }),
            (error: unknown) => ({ status: 'down' as const, error: reason(error) }),
          )
        : undefined,
      Promise.all(
        options.chains.map((chain) => probeChain(chain, timeoutMs, options.nodeLagBlocks)),
      ),
      bounded(() => db.lockHolder(options.indexerLockKey), timeoutMs, 'indexer lease').catch(
        () => null,
      ),
      bounded(
        () =>
          db.query<{ chain_id: string | number; next_block: string | number }>(
            'SELECT chain_id, next_block FROM indexer_cursor',
          ),
        timeoutMs,
        'indexer cursor',
      ).catch(() => []),
    ])
    const indexed = new Map(
      cursors.map((row) => [Number(row.chain_id), Number(row.next_block) - 1]),
    )
    const report: ReadinessReport = {
      ready:
        !shuttingDown &&
        database.status === 'up' &&
        migrations.status === 'current' &&
        redis?.status !== 'down' &&
        chains.every((chain) => chain.status === 'up'),
      shuttingDown,
      database,
      migrations,
      ...(redis ? { redis } : {}),
      chains,
      indexer: {
        holder,
        thisReplica: holder === options.replicaName,
        chains: chains.map((chain) => {
          const indexedTo = indexed.get(chain.chainId) ?? null
          return {
            chainId: chain.chainId,
            indexedTo,
            ...(indexedTo !== null && chain.head !== undefined
              ? { lagBlocks: Math.max(0, chain.head - indexedTo) }
              : {}),
          }
        }),
      },
    }
    last = report
    return report
  }

  return {
    check() {
      // Once shutting down the answer is 503 whatever the probes find: given at once, with the
      // last probes' findings, so a load balancer's check never waits on a slow node to learn it.
      if (shuttingDown && last) return Promise.resolve({ ...last, ready: false, shuttingDown })
      running ??= run().finally(() => {
        running = undefined
      })
      return running
    },
    shutDown() {
      shuttingDown = true
    },
    get shuttingDown() {
      return shuttingDown
    },
  }
}
