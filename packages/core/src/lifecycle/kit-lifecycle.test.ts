import { describe, expect, it, vi } from 'vitest'
import { systemClock } from './clock.js'
import { createKitLifecycle } from './kit-lifecycle.js'

describe('createKitLifecycle', () => {
  it('later runs after its delay; end() clears pending timers', () => {
    vi.useFakeTimers()
    const life = createKitLifecycle(systemClock)
    const ran: string[] = []
    life.later(() => ran.push('a'), 100)
    life.later(() => ran.push('b'), 300)
    vi.advanceTimersByTime(100)
    expect(ran).toEqual(['a'])
    expect(life.end()).toBe(true)
    vi.advanceTimersByTime(1_000)
    expect(ran).toEqual(['a'])
    vi.useRealTimers()
  })
  it('end() runs every tracked unsubscribe once; a released one is not run again', () => {
    const life = createKitLifecycle(systemClock)
    const calls: string[] = []
    const release = life.track(() => calls.push('first'))
    life.track(() => calls.push('second'))
    release()
    expect(life.end()).toBe(true)
    expect(calls).toEqual(['first', 'second'])
    expect(life.end()).toBe(false)
    expect(calls).toEqual(['first', 'second'])
    expect(life.destroyed()).toBe(true)
  })
  it('nothing is scheduled after end()', () => {
    vi.useFakeTimers()
    const life = createKitLifecycle(systemClock)
    life.end()
    const fn = vi.fn()
    life.later(fn, 0)
    vi.runAllTimers()
    expect(fn).not.toHaveBeenCalled()
    vi.useRealTimers()
  })
})
