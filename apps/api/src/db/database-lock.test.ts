import { afterAll, beforeAll, expect, it } from 'vitest'
import { describeEachBackend, openTestDatabase } from '../test/harness.js'
import type { Database } from './database.js'

describeEachBackend('tryLock on $name: one holder at a time', ({ name }) => {
  let first: Database
  let second: Database
  let dispose: () => Promise<void>
  beforeAll(async () => {
    const database = await openTestDatabase(name)
    first = database.db
    // PostgreSQL: another pool, as another replica has; PGlite: the same database object.
    second = await database.reopen()
    dispose = database.dispose
  }, 120_000)
  afterAll(async () => {
    await dispose?.()
  })

  it('refuses a held lock, gives it once released, and keeps other keys apart', async () => {
    const held = await first.tryLock(41)
    expect(held).toBeDefined()
    expect(await held?.alive()).toBe(true)
    expect(await second.tryLock(41)).toBeUndefined()
    const other = await second.tryLock(42)
    expect(other).toBeDefined()
    await held?.release()
    expect(await held?.alive()).toBe(false)
    const taken = await second.tryLock(41)
    expect(taken).toBeDefined()
    expect(await first.tryLock(41)).toBeUndefined()
    await taken?.release()
    await other?.release()
  })
})
