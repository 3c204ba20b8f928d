import type { Clock } from '@portico/core'
import { describe, expect, it } from 'vitest'
import { whenDocumentLoaded } from './document-loaded.js'

/** A clock whose timers run only when the test says so. */
function manualClock() {
  const timers = new Map<number, () => void>()
  let next = 1
  const clock: Clock = {
    now: () => 0,
    setTimeout: (fn) => {
      timers.set(next, fn)
      return next++
    },
    clearTimeout: (handle) => {
      timers.delete(handle as number)
    },
  }
  const fire = () => {
    for (const fn of [...timers.values()]) fn()
  }
  return { clock, fire, timers }
}

function fakeDocument(readyState: string) {
  const listeners = new Set<() => void>()
  return {
    readyState,
    addEventListener: (_type: string, fn: () => void) => listeners.add(fn),
    removeEventListener: (_type: string, fn: () => void) => listeners.delete(fn),
    complete() {
      this.readyState = 'complete'
      for (const fn of [...listeners]) fn()
    },
    listeners,
  }
}

/** Whether `promise` has settled once the microtasks queued so far have run. */
async function settledNow(promise: Promise<unknown>): Promise<boolean> {
  let settled = false
  void promise.then(() => {
    settled = true
  })
  for (let i = 0; i < 5; i++) await Promise.resolve()
  return settled
}

describe('whenDocumentLoaded', () => {
  it('resolves at once without a document or when the page has loaded, arming no timer', async () => {
    const { clock, timers } = manualClock()
    expect(await settledNow(whenDocumentLoaded(undefined, clock))).toBe(true)
    expect(await settledNow(whenDocumentLoaded(fakeDocument('complete'), clock))).toBe(true)
    expect(timers.size).toBe(0)
  })

  it('waits for readyState complete, then forgets its listener and timer', async () => {
    const { clock, timers } = manualClock()
    const document = fakeDocument('interactive')
    const waiting = whenDocumentLoaded(document, clock)
    expect(await settledNow(waiting)).toBe(false)
    document.complete()
    expect(await settledNow(waiting)).toBe(true)
    expect(document.listeners.size).toBe(0)
    expect(timers.size).toBe(0)
  })

  it('gives up after the wait on the injected clock, and not before', async () => {
    const { clock, fire, timers } = manualClock()
    const document = fakeDocument('loading')
    const waiting = whenDocumentLoaded(document, clock)
    expect(await settledNow(waiting)).toBe(false)
    expect(timers.size).toBe(1)
    fire()
    expect(await settledNow(waiting)).toBe(true)
    expect(document.listeners.size).toBe(0)
  })
})
