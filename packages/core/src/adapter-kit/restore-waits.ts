import type { Clock } from '../lifecycle/clock.js'

/** How long a restore waits for its saved wallet to appear: extensions inject after the app starts. */
export const DEFAULT_RESTORE_WAIT = 3_000

/**
 * The restores of one adapter instance that wait for their saved wallet to appear, as three
 * functions (an adapter names them; a tuple keeps their names out of every start-up bundle).
 */
export type RestoreWaits = readonly [
  /**
   * What `find()` finds now, or as soon as it finds something (truthy): it looks again at each
   * `check()` and a last time once `ms` are over on the clock, and gives what that look gives.
   */
  wait: <T>(find: () => T | undefined, ms: number) => Promise<T | undefined>,
  /** Every wait looks again now: a wallet registered, or a registry with no event is read again. */
  check: () => void,
  /**
   * Ends every wait now with what its `find()` finds, and every later one at once: the adapter is
   * destroyed, and drops what comes.
   */
  dispose: () => void,
]

/**
 * The one bounded wait of the adapters' restores for a wallet injected late: the registry's event
 * (or, for a registry with none, a poll) calls `check`, and the adapter's `destroy()` calls
 * `dispose`, so no restore outlives its adapter.
 *
 * @example
 * const [waitRestore, checkRestores, endRestores] = createRestoreWaits(clock)
 * registry.on('register', checkRestores)
 * const wallet = await waitRestore(() => registry.get(id), DEFAULT_RESTORE_WAIT)
 */
export function createRestoreWaits(clock: Clock): RestoreWaits {
  const waits = new Set<() => void>()
  let disposed: unknown
  // A wait that ends leaves the set while it is walked, which a Set allows.
  const check = () => {
    for (const look of waits) look()
  }
  return [
    (find, ms) =>
      new Promise((resolve) => {
        const look = (last?: unknown) => {
          const found = find()
          if (last || disposed || found) {
            waits.delete(look)
            clock.clearTimeout(timer)
            resolve(found)
          }
        }
        const timer = clock.setTimeout(() => look(1), ms)
        waits.add(look)
        look()
      }),
    check,
    () => {
      disposed = 1
      check()
    },
  ]
}
