import type { Clock } from '../lifecycle/clock.js'

/** The kit's clock, with every timer the adapter started still cancellable at `destroy()`. */
export interface ScopedClock extends Clock {
  /** Clears every pending timer; later timers are never started. */
  dispose(): void
}

/**
 * Wraps the injected clock so `destroy()` leaves no timer of this instance behind (a pending
 * request timeout or announcement wait would otherwise fire into a destroyed adapter).
 *
 * @example
 * const clock = createScopedClock(context.clock)
 * clock.setTimeout(() => {}, 1_000)
 * clock.dispose() // the timer never fires
 */
export function createScopedClock(clock: Clock): ScopedClock {
  const pending = new Set<unknown>()
  let disposed = false
  return {
    now: () => clock.now(),
    setTimeout(fn, ms) {
      if (disposed) return undefined
      const handle = clock.setTimeout(() => {
        pending.delete(handle)
        fn()
      }, ms)
      pending.add(handle)
      return handle
    },
    clearTimeout(handle) {
      if (!pending.delete(handle)) return
      clock.clearTimeout(handle)
    },
    dispose() {
      disposed = true
      for (const handle of pending) clock.clearTimeout(handle)
      pending.clear()
    },
  }
}
