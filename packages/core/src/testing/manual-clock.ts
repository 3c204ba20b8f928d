import type { Clock } from '../lifecycle/clock.js'

/** A {@link Clock} whose time moves only when the test says so, with its timers in view. */
export interface ManualClock {
  /** The clock to hand to the kit or the adapter (`AdapterContext.clock`). */
  clock: Clock
  /** Moves time `ms` forward and runs the timers now due, earliest first. */
  advance(ms: number): void
  /** How many timers are set and neither fired nor cleared. */
  pending(): number
  /** The delays (ms) the pending timers were set with, in the order they were set. */
  delays(): number[]
}

/**
 * A clock whose time moves only when the test calls `advance`; due timers fire in order. A timer
 * set while `advance` runs fires in a later `advance`.
 *
 * @example
 * const { clock, advance, pending } = manualClock()
 * clock.setTimeout(() => {}, 1_000)
 * advance(1_000) // the timer fired; pending() === 0
 */
export function manualClock(): ManualClock {
  let now = 0
  let next = 1
  const timers = new Map<number, { at: number; ms: number; fn: () => void }>()
  const clock: Clock = {
    now: () => now,
    setTimeout: (fn, ms) => {
      timers.set(next, { at: now + ms, ms, fn })
      return next++
    },
    clearTimeout: (handle) => {
      timers.delete(handle as number)
    },
  }
  return {
    clock,
    advance(ms) {
      now += ms
      const due = [...timers].filter(([, timer]) => timer.at <= now)
      due.sort(([, a], [, b]) => a.at - b.at)
      for (const [handle, timer] of due) {
        // A timer an earlier one cleared does not fire.
        if (!timers.delete(handle)) continue
        timer.fn()
      }
    },
    pending: () => timers.size,
    delays: () => [...timers.values()].map((timer) => timer.ms),
  }
}
