import { describe, expect, it } from 'vitest'
import { manualClock } from './manual-clock.test-helper.js'
import { createRestoreWaits, DEFAULT_RESTORE_WAIT } from './restore-waits.js'

/** Whether `promise` has settled once the microtasks queued so far have run. */
async function settled<T>(promise: Promise<T>): Promise<{ value: T } | undefined> {
  let result: { value: T } | undefined
  void promise.then((value) => {
    result = { value }
  })
  for (let i = 0; i < 5; i++) await Promise.resolve()
  return result
}

/** A registry the test fills, counting how often the waits read it. */
function registry() {
  const wallets = new Map<string, { id: string }>()
  let reads = 0
  return {
    add: (id: string) => wallets.set(id, { id }),
    find: (id: string) => () => {
      reads++
      return wallets.get(id)
    },
    reads: () => reads,
  }
}

describe('createRestoreWaits', () => {
  it('gives the wallet found at once, and leaves no timer', async () => {
    const { clock, pending } = manualClock()
    const wallets = registry()
    wallets.add('saved')
    const [wait] = createRestoreWaits(clock)
    const found = wait(wallets.find('saved'), DEFAULT_RESTORE_WAIT)
    expect(await settled(found)).toEqual({ value: { id: 'saved' } })
    expect(wallets.reads()).toBe(1)
    expect(pending()).toBe(0)
  })

  it('ends on the check after the saved wallet registered, before the wait is over', async () => {
    const { clock, pending } = manualClock()
    const wallets = registry()
    const [wait, check] = createRestoreWaits(clock)
    const found = wait(wallets.find('saved'), DEFAULT_RESTORE_WAIT)
    // Another wallet registering does not end the wait; the saved one does.
    wallets.add('other')
    check()
    expect(await settled(found)).toBeUndefined()
    wallets.add('saved')
    check()
    expect(await settled(found)).toEqual({ value: { id: 'saved' } })
    expect(pending()).toBe(0)
  })

  it('without a check, looks once more only when the wait is over', async () => {
    const { clock, advance, pending } = manualClock()
    const wallets = registry()
    const [wait] = createRestoreWaits(clock)
    const found = wait(wallets.find('saved'), DEFAULT_RESTORE_WAIT)
    wallets.add('saved')
    advance(DEFAULT_RESTORE_WAIT - 1)
    expect(await settled(found)).toBeUndefined()
    expect(wallets.reads()).toBe(1)
    advance(1)
    expect(await settled(found)).toEqual({ value: { id: 'saved' } })
    expect(wallets.reads()).toBe(2)
    expect(pending()).toBe(0)
  })

  it('gives undefined once the wait is over with nothing found, and leaves no timer', async () => {
    const { clock, advance, pending } = manualClock()
    const [wait] = createRestoreWaits(clock)
    const found = wait(registry().find('saved'), 500)
    advance(499)
    expect(await settled(found)).toBeUndefined()
    advance(1)
    expect(await settled(found)).toEqual({ value: undefined })
    expect(pending()).toBe(0)
  })

  it("a wait of 0 ms ends at the clock's next turn with nothing found", async () => {
    const { clock, advance, pending } = manualClock()
    const [wait] = createRestoreWaits(clock)
    const found = wait(registry().find('saved'), 0)
    advance(0)
    expect(await settled(found)).toEqual({ value: undefined })
    expect(pending()).toBe(0)
  })

  it('a check ends only the waits whose wallet came; the others keep their bound, the ended read no more', async () => {
    const { clock, advance, pending } = manualClock()
    const wallets = registry()
    const [wait, check] = createRestoreWaits(clock)
    const saved = wait(wallets.find('saved'), 1_000)
    const other = wait(wallets.find('other'), 1_000)
    advance(400)
    wallets.add('saved')
    check()
    expect(await settled(saved)).toEqual({ value: { id: 'saved' } })
    expect(await settled(other)).toBeUndefined()
    expect(pending()).toBe(1)
    // The next check reads for the waiting restore only.
    const reads = wallets.reads()
    check()
    expect(wallets.reads()).toBe(reads + 1)
    advance(599)
    expect(await settled(other)).toBeUndefined()
    advance(1)
    expect(await settled(other)).toEqual({ value: undefined })
    expect(pending()).toBe(0)
  })

  it('dispose ends every wait at once with what it finds, and leaves no timer', async () => {
    const { clock, pending } = manualClock()
    const wallets = registry()
    const [wait, , dispose] = createRestoreWaits(clock)
    const saved = wait(wallets.find('saved'), DEFAULT_RESTORE_WAIT)
    const other = wait(wallets.find('other'), DEFAULT_RESTORE_WAIT)
    expect(pending()).toBe(2)
    wallets.add('saved')
    dispose()
    expect(await settled(saved)).toEqual({ value: { id: 'saved' } })
    expect(await settled(other)).toEqual({ value: undefined })
    expect(pending()).toBe(0)
  })

  it('after dispose, a new wait ends at once, without waiting for the clock', async () => {
    const { clock, pending } = manualClock()
    const [wait, , dispose] = createRestoreWaits(clock)
    dispose()
    const found = wait(registry().find('saved'), DEFAULT_RESTORE_WAIT)
    expect(await settled(found)).toEqual({ value: undefined })
    expect(pending()).toBe(0)
  })
})
