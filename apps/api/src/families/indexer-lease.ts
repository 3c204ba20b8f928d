import { createHash } from 'node:crypto'
import type { Database, HeldLock } from '../db/database.js'

/**
 * A database lock key for a name (`polkadot-indexer|<chain>`): the first 31 bits of its SHA-256,
 * so each family, chain or account gets its own lock and no two names share one by accident.
 */
export function lockKeyOf(name: string): number {
  return createHash('sha256').update(name).digest().readUInt32BE(0) >>> 1
}

/** Whether this replica is the one that does a job several replicas could each start. */
export interface Leadership {
  /** True while this replica holds the lock (taking it if free); false while another does. */
  leading(): Promise<boolean>
  /** Gives the lock back (stop). */
  release(): Promise<void>
}

/** How `Leases.underLock` waits for a lock another replica holds. */
export interface UnderLockOptions {
  /** How long to wait for the other replica's job before giving up without running. */
  waitMs: number
  /** How often to ask again while waiting: a lock held in another process signals nothing here. */
  retryMs: number
  /** Called once, when the first ask finds the lock held. */
  onWait?: () => void | Promise<void>
}

/**
 * The database locks this replica's background jobs hold across replicas: the EVM indexer's
 * lease, each family's (the Polkadot indexer's, a Solana owner's sync). One per server, so that
 * shutdown gives every one of them back in one call, whichever family took it.
 */
export interface Leases {
  /**
   * How often a replica that does not hold a lease asks for it again, in ms: how soon after a
   * holder stops (or dies) another replica takes its job over.
   */
  readonly retryMs: number
  /**
   * The lock `key` held for as long as the replica lives (the EVM indexer's `INDEXER_LOCK`, the
   * Polkadot indexer's): one replica does the job; a replica that dies gives the lock back with
   * its connection, and the next replica to ask takes it over.
   */
  leadership(key: number, label: string): Leadership
  /**
   * Runs `job` under the lock `key` across replicas: when another replica holds it (runs the
   * same job), waits for it to finish — or to die, its lock then coming free — and runs the job
   * here (cheap once the other has done the work), at most `waitMs`; then gives up without
   * running.
   */
  underLock<T>(
    key: number,
    job: () => Promise<T>,
    options: UnderLockOptions,
  ): Promise<{ ran: true; value: T } | { ran: false }>
  /**
   * Shutdown: gives back every lock held now at once, even one whose job still runs (another
   * replica then does it too: the jobs' writes are idempotent), and takes none from then on
   * (`leading()` answers false, `underLock` gives up without running).
   */
  release(): Promise<void>
}

export function createLeases(
  db: Database,
  options: {
    /** This replica's name, shown as each lock's holder (`Database.lockHolder`). */
    holder?: string | undefined
    log: (message: string) => void
    retryMs: number
  },
): Leases {
  const held = new Set<HeldLock>()
  let released = false
  const lockOptions = options.holder ? { holder: options.holder } : {}

  /** The lock `key` if free, kept in `held` until given back (once, by whichever comes first). */
  async function take(key: number): Promise<HeldLock | undefined> {
    if (released) return undefined
    const lock = await db.tryLock(key, lockOptions).catch(() => undefined)
    if (!lock) return undefined
    let giving: Promise<void> | undefined
    const tracked: HeldLock = {
      alive: () => (giving ? Promise.resolve(false) : lock.alive()),
      release() {
        giving ??= lock.release().finally(() => held.delete(tracked))
        return giving
      },
    }
    held.add(tracked)
    // Taken while the leases were being given back: given back too.
    if (released) {
      await tracked.release()
      return undefined
    }
    return tracked
  }

  return {
    retryMs: options.retryMs,
    leadership(key, label) {
      let lock: HeldLock | undefined
      let asking: Promise<boolean> | undefined
      const ask = async () => {
        if (lock && (await lock.alive())) return true
        if (lock && !released) options.log(`${label}: lost the lock`)
        lock = await take(key)
        if (lock) options.log(`${label}: this replica indexes (it holds the lock)`)
        return lock !== undefined
      }
      return {
        // Concurrent callers share one question, so one replica never takes the lock twice.
        leading() {
          asking ??= ask().finally(() => {
            asking = undefined
          })
          return asking
        },
        async release() {
          await asking?.catch(() => false)
          const each = lock
          lock = undefined
          await each?.release()
        },
      }
    },
    async underLock(key, job, waiting) {
      // An operational bound, not a rule of the spec: the process's own monotonic clock.
      const deadline = performance.now() + waiting.waitMs
      for (let attempt = 0; !released; attempt++) {
        const lock = await take(key)
        if (lock) {
          try {
            return { ran: true, value: await job() }
          } finally {
            await lock.release()
          }
        }
        if (attempt === 0) await waiting.onWait?.()
        if (performance.now() >= deadline) break
        await new Promise((resolve) => setTimeout(resolve, waiting.retryMs))
      }
      return { ran: false }
    },
    async release() {
      released = true
      await Promise.all([...held].map((lock) => lock.release()))
    },
  }
}
