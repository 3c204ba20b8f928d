import type { Clock } from '@portico/core'

export interface ScopedClock extends Clock {
  /** Clears every timer still pending (at `destroy()`). */
  dispose(): void
}

/** The kit's clock, remembering its pending timers so the instance can clear them when it stops. */
export function createScopedClock(clock: Clock): ScopedClock {
  const pending = new Set<unknown>()
  return {
    now: () => clock.now(),
    setTimeout(fn, ms) {
      const handle = clock.setTimeout(() => {
        pending.delete(handle)
        fn()
      }, ms)
      pending.add(handle)
      return handle
    },
    clearTimeout(handle) {
      pending.delete(handle)
      clock.clearTimeout(handle)
    },
    dispose() {
      for (const handle of pending) clock.clearTimeout(handle)
      pending.clear()
    },
  }
}
