import type { Unsubscribe } from '../adapter/chain-adapter.js'
import type { KitState } from '../state/kit-state.js'
import type { AppKitSnapshot } from './app-kit-types.js'

/**
 * Calls `onChange(next, previous)` when the selected part of the snapshot changes (by `equal`),
 * never for unrelated changes. The subscription is handed to `track` so `destroy()` ends it.
 */
export function watchSelected<T>(
  state: Pick<KitState, 'snapshot' | 'subscribe'>,
  track: (unsubscribe: Unsubscribe) => Unsubscribe,
  select: (snapshot: AppKitSnapshot) => T,
  equal: (a: T, b: T) => boolean,
  onChange: (value: T, previous: T) => void,
): Unsubscribe {
  let previous = select(state.snapshot())
  return track(
    state.subscribe(() => {
      const next = select(state.snapshot())
      if (equal(next, previous)) return
      const before = previous
      previous = next
      onChange(next, before)
    }),
  )
}
