import { systemClock } from '@portico/core/internal'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { createScopedClock } from './scoped-clock.js'

afterEach(() => {
  vi.useRealTimers()
})

describe('createScopedClock', () => {
  it('counts pending timers; fired and cleared ones leave the count', () => {
    vi.useFakeTimers()
    const clock = createScopedClock(systemClock)
    const fired: string[] = []
    clock.setTimeout(() => fired.push('a'), 10)
    const b = clock.setTimeout(() => fired.push('b'), 20)
    expect(vi.getTimerCount()).toBe(2)
    clock.clearTimeout(b)
    expect(vi.getTimerCount()).toBe(1)
    vi.advanceTimersByTime(30)
    expect(fired).toEqual(['a'])
    expect(vi.getTimerCount()).toBe(0)
  })

  it('dispose clears every pending timer and starts no new one', () => {
    vi.useFakeTimers()
    const clock = createScopedClock(systemClock)
    const fired: string[] = []
    clock.setTimeout(() => fired.push('a'), 10)
    clock.dispose()
    clock.setTimeout(() => fired.push('b'), 10)
    expect(vi.getTimerCount()).toBe(0)
    vi.advanceTimersByTime(30)
    expect(fired).toEqual([])
    expect(vi.getTimerCount()).toBe(0)
  })
})
