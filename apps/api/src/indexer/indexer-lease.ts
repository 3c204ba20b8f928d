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

/**
 * The database lock a background job holds for as long as its replica lives (as the EVM
 * indexer's `INDEXER_LOCK`): one replica does the job; a replica that dies gives the lock back
 * with its connection, and the next replica to ask takes it over.
 */
export function createLeadership(
  db: Database,
  key: number,
  options: { label: string; log: (message: string) => void },
): Leadership {
  let lock: HeldLock | undefined
  let asking: Promise<boolean> | undefined
  const ask = async () => {
    if (lock && (await lock.alive())) return true
    if (lock) options.log(`${options.label}: lost the lock`)
    lock = await db.tryLock(key).catch(() => undefined)
    if (lock) options.log(`${options.label}: this replica indexes (it holds the lock)`)
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
      const held = lock
      lock = undefined
      await held?.release()
    },
  }
}

/**
 * Runs `job` under the lock `key` across replicas: when another replica holds it (runs the same
 * job), waits for it to finish — or to die, its lock then coming free — and runs the job here
 * (cheap once the other has done the work), at most `waitMs`; then gives up without running.
 * The wait asks again every `retryMs`: a lock held in another process signals nothing here.
 */
export async function underLock<T>(
  db: Database,
  key: number,
  job: () => Promise<T>,
  options: { waitMs: number; retryMs: number; onWait?: () => void | Promise<void> },
): Promise<{ ran: true; value: T } | { ran: false }> {
  // An operational bound, not a rule of the spec: the process's own monotonic clock.
  const deadline = performance.now() + options.waitMs
  for (let attempt = 0; ; attempt++) {
    const lock = await db.tryLock(key)
    if (lock) {
      try {
        return { ran: true, value: await job() }
      } finally {
        await lock.release()
      }
    }
    if (attempt === 0) await options.onWait?.()
    if (performance.now() >= deadline) return { ran: false }
    await new Promise((resolve) => setTimeout(resolve, options.retryMs))
  }
}
