import type { ArmTimers } from './frame-card.js'
import type { VisibilityWatch } from './frame-visibility.js'

/**
 * A card's arming driven by hand: the visibility reports IntersectionObserver v2 would send, and
 * a clock whose timers run only when `elapse` says so (no test waits on real time).
 */
export function manualArming() {
  const pending = new Map<number, { fn: () => void; ms: number }>()
  let nextId = 0
  const timers: ArmTimers = {
    set(fn, ms) {
      pending.set(++nextId, { fn, ms })
      return nextId
    },
    clear: (handle) => {
      pending.delete(handle as number)
    },
  }
  const watchers = new Set<(visible: boolean) => void>()
  const visibility: VisibilityWatch = (_target, onChange) => {
    watchers.add(onChange)
    return () => watchers.delete(onChange)
  }
  return {
    options: { timers, visibility },
    /** The timers waiting, by delay. */
    pending: () => [...pending.values()].map((timer) => timer.ms),
    /** Whether some card is being watched. */
    watched: () => watchers.size > 0,
    /** The browser reports every watched card as visible (`true`) or not. */
    report(visible: boolean) {
      for (const onChange of [...watchers]) onChange(visible)
    },
    /** Runs every timer now due: as if their delays had passed. */
    elapse() {
      for (const [id, timer] of [...pending]) {
        pending.delete(id)
        timer.fn()
      }
    },
    /** Visible, and the moment passes: the buttons arm. */
    see() {
      this.report(true)
      this.elapse()
    },
  }
}
