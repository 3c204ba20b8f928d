import type { Clock } from '../app-kit/clock.js'

/** A clock whose time moves only when the test calls `advance`; due timers fire in order. */
export function manualClock() {
  let now = 0
  let next = 1
  const timers = new Map<number, { at: number; fn: () => void }>()
  const clock: Clock = {
    now: () => now,
    setTimeout: (fn, ms) => {
      timers.set(next, { at: now + ms, fn })
      return next++
    },
    clearTimeout: (handle) => {
      timers.delete(handle as number)
    },
  }
  const advance = (ms: number) => {
    now += ms
    const due = [...timers].filter(([, timer]) => timer.at <= now)
    due.sort(([, a], [, b]) => a.at - b.at)
    for (const [handle, timer] of due) {
      timers.delete(handle)
      timer.fn()
    }
  }
  return { clock, advance, pending: () => timers.size }
}
