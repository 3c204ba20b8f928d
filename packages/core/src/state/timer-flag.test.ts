import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { systemClock } from '../lifecycle/clock.js'
import { createTimerFlag, SHAKE_DURATION_MS } from './timer-flag.js'

describe('shake flag (SPEC §4/§9: 500 ms)', () => {
  beforeEach(() => {
    vi.useFakeTimers()
  })
  afterEach(() => {
    vi.useRealTimers()
  })
  it('is on for 500 ms, then off', () => {
    expect(SHAKE_DURATION_MS).toBe(500)
    let value = false
    const flag = createTimerFlag({
      clock: systemClock,
      ms: SHAKE_DURATION_MS,
      write: (v) => (value = v),
    })
    flag.raise()
    expect(value).toBe(true)
    vi.advanceTimersByTime(499)
    expect(value).toBe(true)
    vi.advanceTimersByTime(1)
    expect(value).toBe(false)
  })
  it('raising again restarts the 500 ms; destroy cancels the timer', () => {
    let value = false
    const flag = createTimerFlag({ clock: systemClock, ms: 500, write: (v) => (value = v) })
    flag.raise()
    vi.advanceTimersByTime(400)
    flag.raise()
    vi.advanceTimersByTime(400)
    expect(value).toBe(true)
    flag.destroy()
    vi.advanceTimersByTime(1_000)
    expect(value).toBe(true)
  })
})
