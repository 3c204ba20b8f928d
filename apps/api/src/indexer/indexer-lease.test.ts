import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { Database } from '../db/database.js'
import { freshPgliteDatabase } from '../test/pristine-pglite.js'
import { createLeadership, lockKeyOf, underLock } from './indexer-lease.js'

// PGlite's locks are between the users of one database object: two leaderships on it stand for
// two replicas (the PostgreSQL processes' case is replica-cluster-families.test.ts).
let db: Database
beforeAll(async () => {
  db = await freshPgliteDatabase()
})
afterAll(() => db.close())

describe('lockKeyOf', () => {
  it('gives each name its own non-negative 31-bit key, the same each time', () => {
    const keys = ['polkadot-indexer|a', 'polkadot-indexer|b', 'solana-sync|a|x'].map(lockKeyOf)
    expect(new Set(keys).size).toBe(3)
    for (const key of keys) expect(key >= 0 && key < 2 ** 31).toBe(true)
    expect(lockKeyOf('polkadot-indexer|a')).toBe(keys[0])
  })
})

describe('createLeadership', () => {
  it('lets one holder lead; the other leads once it is released', async () => {
    const log: string[] = []
    const key = lockKeyOf('test|leadership')
    const a = createLeadership(db, key, { label: 'a', log: (line) => log.push(line) })
    const b = createLeadership(db, key, { label: 'b', log: (line) => log.push(line) })
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

describe('underLock', () => {
  it('runs one job at a time per key: the second waits for the first, then runs', async () => {
    const key = lockKeyOf('test|under-lock')
    const order: string[] = []
    let finishFirst: () => void = () => undefined
    let waited: () => void = () => undefined
    const waiting = new Promise<void>((resolve) => (waited = resolve))
    const first = underLock(
      db,
      key,
      async () => {
        order.push('first start')
        await new Promise<void>((resolve) => (finishFirst = resolve))
        order.push('first end')
      },
      { waitMs: 60_000, retryMs: 5 },
    )
    const second = underLock(
      db,
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
    expect(await underLock(db, key, async () => 1, { waitMs: 0, retryMs: 1 })).toEqual({
      ran: false,
    })
    await held?.release()
    await expect(
      underLock(db, key, () => Promise.reject(new Error('job failed')), { waitMs: 0, retryMs: 1 }),
    ).rejects.toThrow('job failed')
    expect(await underLock(db, key, async () => 3, { waitMs: 0, retryMs: 1 })).toEqual({
      ran: true,
      value: 3,
    })
  })
})
