import type { RouterState } from '../app-kit/app-kit-types.js'
import type { RouterEntry, ViewName } from '../types/ui.js'

/** A router showing only `view`. */
export function routerAt(view: ViewName, data?: RouterEntry['data']): RouterState {
  return { view, history: [{ view, data }], data }
}

export function routerPush(
  router: RouterState,
  view: ViewName,
  data?: RouterEntry['data'],
): RouterState {
  return { view, history: [...router.history, { view, data }], data }
}

/** Replace the current entry (history keeps its length). */
export function routerReplace(
  router: RouterState,
  view: ViewName,
  data?: RouterEntry['data'],
): RouterState {
  return { view, history: [...router.history.slice(0, -1), { view, data }], data }
}

/**
 * * SPEC §2 "Back": closes the modal when the history holds one entry or includes UnsupportedChain.
 *
 * @example
 * backClosesModal([{ view: 'Account' }]) // true
 */
export function backClosesModal(history: readonly RouterEntry[]): boolean {
  return history.length <= 1 || history.some((entry) => entry.view === 'UnsupportedChain')
}

/** SPEC §2 "Back goes to the previous view"; `close` when the back rule closes the modal instead. */
export function routerBack(router: RouterState): RouterState | 'close' {
  if (backClosesModal(router.history)) return 'close'
  const history = router.history.slice(0, -1)
  const previous = history[history.length - 1]!
  return { view: previous.view, history, data: previous.data }
}
