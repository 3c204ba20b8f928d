import type { Clock } from '../lifecycle/clock.js'

/** SPEC §4/§9: the modal's shake flag lasts 500 ms. */
export const SHAKE_DURATION_MS = 500

export interface TimerFlag {
  /** Set the flag now and clear it after `ms` (restarting the timer if it was already set). */
  raise(): void
  destroy(): void
}

/** A boolean that turns itself off after `ms` on the injected clock. */
export function createTimerFlag(params: {
  clock: Clock
  ms: number
  write(value: boolean): void
}): TimerFlag {
  let handle: unknown
  const clear = () => {
    if (handle !== undefined) params.clock.clearTimeout(handle)
    handle = undefined
  }
  return {
    raise() {
      clear()
      params.write(true)
      handle = params.clock.setTimeout(() => {
        handle = undefined
        params.write(false)
      }, params.ms)
    },
    destroy: clear,
  }
}
