import type { Unsubscribe } from '../adapter/chain-adapter.js'
import type { Clock } from './clock.js'

/** What an instance releases on `destroy()`: its timers and its subscriptions. */
export interface KitLifecycle {
  /** True once `end()` ran. */
  destroyed(): boolean
  /** `clock.setTimeout` whose handle `end()` clears; nothing runs after `end()`. */
  later(fn: () => void, ms: number): void
  /** Keep an unsubscribe for `end()`; calling the returned function runs and forgets it. */
  track(unsubscribe: Unsubscribe): Unsubscribe
  /** Clear every timer and run every tracked unsubscribe; `false` when it already ended. */
  end(): boolean
}

/**
 * One instance's timers and subscriptions, so `kit.destroy()` leaves nothing running (a host that
 * mounts and unmounts the kit must not leak listeners or fire timers into a dead instance).
 */
export function createKitLifecycle(clock: Clock): KitLifecycle {
  let destroyed = false
  const timers = new Set<unknown>()
  const cleanups = new Set<Unsubscribe>()
  return {
    destroyed: () => destroyed,
    later(fn, ms) {
      if (destroyed) return
      const handle = clock.setTimeout(() => {
        timers.delete(handle)
        if (!destroyed) fn()
      }, ms)
      timers.add(handle)
    },
    track(unsubscribe) {
      cleanups.add(unsubscribe)
      return () => {
        cleanups.delete(unsubscribe)
        unsubscribe()
      }
    },
    end() {
      if (destroyed) return false
      destroyed = true
      for (const handle of timers) clock.clearTimeout(handle)
      timers.clear()
      for (const cleanup of [...cleanups]) cleanup()
      cleanups.clear()
      return true
    },
  }
}
