import type { ViewName } from '../types/ui.js'
import { parseViewParams, type RouterEntry, type RouterState } from './view-params.js'

// The router's one entrance for route data: each function parses `data` against the view's
// `ViewParams` (throwing InvalidViewParamsError), so the state only ever holds parsed data.

/** A router showing only `view`. */
export function routerAt(view: ViewName, data?: unknown): RouterState {
  const entry = entryOf(view, data)
  return { ...entry, history: [entry], data: entry.data } as RouterState
}

export function routerPush(router: RouterState, view: ViewName, data?: unknown): RouterState {
  const entry = entryOf(view, data)
  return { ...entry, history: [...router.history, entry], data: entry.data } as RouterState
}

/** Replace the current entry (history keeps its length). */
export function routerReplace(router: RouterState, view: ViewName, data?: unknown): RouterState {
  const entry = entryOf(view, data)
  return {
    ...entry,
    history: [...router.history.slice(0, -1), entry],
    data: entry.data,
  } as RouterState
}

function entryOf(view: ViewName, data: unknown): RouterEntry {
  return { view, data: parseViewParams(view, data) } as RouterEntry
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
  return { view: previous.view, history, data: previous.data } as RouterState
}
