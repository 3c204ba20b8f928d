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

describe('whenDocumentLoaded', () => {
  it('resolves at once without a document or when the page has loaded', async () => {
    const { clock } = manualClock()
    await whenDocumentLoaded(undefined, clock)
    await whenDocumentLoaded(fakeDocument('complete'), clock)
  })

  it('waits for readyState complete, then forgets its listener and timer', async () => {
    const { clock, timers } = manualClock()
    const document = fakeDocument('interactive')
    let resolved = false
    const waiting = whenDocumentLoaded(document, clock).then(() => {
      resolved = true
    })
    await Promise.resolve()
    expect(resolved).toBe(false)
    document.complete()
    await waiting
    expect(document.listeners.size).toBe(0)
    expect(timers.size).toBe(0)
  })

  it('gives up after the wait on the injected clock', async () => {
    const { clock, fire } = manualClock()
    const waiting = whenDocumentLoaded(fakeDocument('loading'), clock)
    fire()
    await waiting
  })
})
