import type { AdapterEventMap, AdapterEventName, Unsubscribe } from '@portico/core'

type Listener<E extends AdapterEventName> = (payload: AdapterEventMap[E]) => void

/** The instance's typed emitter; a listener that throws never stops the others. */
export function createAdapterEvents() {
  const listeners = new Map<AdapterEventName, Set<Listener<never>>>()
  return {
    on<E extends AdapterEventName>(event: E, listener: Listener<E>): Unsubscribe {
      const set = listeners.get(event) ?? new Set()
      listeners.set(event, set)
      set.add(listener as Listener<never>)
      return () => {
        set.delete(listener as Listener<never>)
      }
    },
    emit<E extends AdapterEventName>(event: E, payload: AdapterEventMap[E]): void {
      for (const listener of listeners.get(event) ?? []) {
        try {
          ;(listener as Listener<E>)(payload)
        } catch {
          // One faulty subscriber must not break the adapter.
        }
      }
    },
    /** Drops every listener (at `destroy()`). */
    clear(): void {
      listeners.clear()
    },
  }
}

export type AdapterEvents = ReturnType<typeof createAdapterEvents>
