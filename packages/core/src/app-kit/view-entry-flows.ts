import type { Unsubscribe } from '../adapter/chain-adapter.js'
import type { KitState } from '../state/kit-state.js'
import type { LazyViewFlows } from './lazy-view-flows.js'

/**
 * On each view the modal shows, starts that view's flow (each flow's `start` does nothing while
 * it already runs for that entry). The flows' code is downloaded first when it is not in yet; a
 * failed download is reported to `warn` and the next view shown tries again.
 */
export function startFlowsOnEntry(
  state: KitState,
  flows: LazyViewFlows,
  warn: (message: string, details?: unknown) => void,
): Unsubscribe {
  let seen: unknown
  return state.subscribe(() => {
    const shown = state.get('modal').open && state.get('router')
    if (shown === seen) return
    seen = shown
    if (shown)
      flows.run((f) => f.startShownViewFlow()).catch((error) => warn('flow did not start', error))
  })
}
