import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { Database } from '../db/database.js'
import { freshPgliteDatabase } from '../test/pristine-pglite.js'
import { createLeases, type Leases, lockKeyOf } from './indexer-lease.js'

// PGlite's locks are between the users of one database object: two `Leases` on it stand for
// two replicas (the PostgreSQL processes' case is replica-cluster-families.test.ts).
let db: Database
beforeAll(async () => {
  db = await freshPgliteDatabase()
})
afterAll(() => db.close())

/** One replica's leases on the file's database, named `holder`. */
const replica = (holder: string, log: (line: string) => void = () => undefined): Leases =>
  createLeases(db, { holder, log, retryMs: 5 })

describe('lockKeyOf', () => {
  it('gives each name its own non-negative 31-bit key, the same each time', () => {
    const keys = ['polkadot-indexer|a', 'polkadot-indexer|b', 'solana-sync|a|x'].map(lockKeyOf)
    expect(new Set(keys).size).toBe(3)
    for (const key of keys) expect(key >= 0 && key < 2 ** 31).toBe(true)
    expect(lockKeyOf('polkadot-indexer|a')).toBe(keys[0])
  })
})

describe('Leases.leadership', () => {
  it('lets one holder lead; the other leads once it is released', async () => {
    const log: string[] = []
    const key = lockKeyOf('test|leadership')
    const a = replica('replica-a', (line) => log.push(line)).leadership(key, 'a')
    const b = replica('replica-b', (line) => log.push(line)).leadership(key, 'b')
    // Asked twice at once, a takes the lock once.
    expect(await Promise.all([a.leading(), a.leading()])).toEqual([true, true])
    expect(await b.leading()).toBe(false)
    expect(await a.leading()).toBe(true)
    await a.release()
    expect(await b.leading()).toBe(true)
    expect(log).toEqual([
      'a: this replica indexes (it holds the lock)',
      'b: this replica indexes (it holds the lock)',
    ])
    await b.release()
  })
})

describe('Leases.underLock', () => {
  it('runs one job at a time per key: the second waits for the first, then runs', async () => {
    const key = lockKeyOf('test|under-lock')
    const order: string[] = []
    let finishFirst: () => void = () => undefined
    let waited: () => void = () => undefined
    const waiting = new Promise<void>((resolve) => (waited = resolve))
    const leases = replica('replica-a')
    const first = leases.underLock(
      key,
      async () => {
        order.push('first start')
        await new Promise<void>((resolve) => (finishFirst = resolve))
        order.push('first end')
      },
      { waitMs: 60_000, retryMs: 5 },
    )
    const second = leases.underLock(
      key,
      async () => {
        order.push('second')
        return 2
      },
      { waitMs: 60_000, retryMs: 5, onWait: waited },
    )
    await waiting
    finishFirst()
    expect(await second).toEqual({ ran: true, value: 2 })
    await first
    expect(order).toEqual(['first start', 'first end', 'second'])
  })

  it('gives up without running once the wait is over, and frees the lock when a job throws', async () => {
    const key = lockKeyOf('test|give-up')
    const held = await db.tryLock(key)
    const leases = replica('replica-a')
    expect(await leases.underLock(key, async () => 1, { waitMs: 0, retryMs: 1 })).toEqual({
      ran: false,
    })
    await held?.release()
    await expect(
      leases.underLock(key, () => Promise.reject(new Error('job failed')), {
        waitMs: 0,
        retryMs: 1,
      }),
    ).rejects.toThrow('job failed')
    expect(await leases.underLock(key, async () => 3, { waitMs: 0, retryMs: 1 })).toEqual({
      ran: true,
      value: 3,
    })
  })
})

describe('Leases.release (shutdown)', () => {
  it("gives back a leadership and a running job's lock at once, to the other replica, and takes none after", async () => {
    const lease = lockKeyOf('test|release-lease')
    const job = lockKeyOf('test|release-job')
    const stopping = replica('replica-stopping')
    const other = replica('replica-other')
    expect(await stopping.leadership(lease, 'stopping').leading()).toBe(true)
    let jobBegan: () => void = () => undefined
    const began = new Promise<void>((resolve) => (jobBegan = resolve))
    let finishJob: () => void = () => undefined
    const running = stopping.underLock(
      job,
      async () => {
        jobBegan()
        await new Promise<void>((resolve) => (finishJob = resolve))
        return 'done here'
      },
      { waitMs: 60_000, retryMs: 5 },
    )
    await began
    expect(await db.lockHolder(lease)).toBe('replica-stopping')
    expect(await db.lockHolder(job)).toBe('replica-stopping')
    const otherLeadership = other.leadership(lease, 'other')
    expect(await otherLeadership.leading()).toBe(false)
    // The other replica waits for the job's lock, as a request for the same owner would.
    const waiting = other.underLock(job, async () => 'done there', { waitMs: 60_000, retryMs: 5 })

    await stopping.release()
    // The job still runs here, yet its lock is the other replica's to take.
    expect(await waiting).toEqual({ ran: true, value: 'done there' })
    expect(await otherLeadership.leading()).toBe(true)
    expect(await db.lockHolder(lease)).toBe('replica-other')
    finishJob()
    expect(await running).toEqual({ ran: true, value: 'done here' })
    // The stopped replica takes nothing again, even a lock nobody holds.
    await other.release()
    expect(await db.lockHolder(lease)).toBeNull()
    expect(await stopping.leadership(lease, 'stopping').leading()).toBe(false)
    expect(await stopping.underLock(job, async () => 1, { waitMs: 0, retryMs: 1 })).toEqual({
      ran: false,
    })
    expect(await db.lockHolder(job)).toBeNull()
  })
})
