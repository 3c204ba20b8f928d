import type { AdapterEventMap, AdapterEventName, Unsubscribe } from '@portico/core'

type Listener<E extends AdapterEventName> = (payload: AdapterEventMap[E]) => void

/** The instance's event emitter: one per instance, emptied on destroy. */
export function createEmitter() {
  const listeners = new Map<AdapterEventName, Set<Listener<never>>>()
  return {
    on<E extends AdapterEventName>(event: E, listener: Listener<E>): Unsubscribe {
      const set = listeners.get(event) ?? new Set()
      listeners.set(event, set)
      set.add(listener as Listener<never>)
      return () => set.delete(listener as Listener<never>)
    },
    emit<E extends AdapterEventName>(event: E, payload: AdapterEventMap[E]): void {
      for (const listener of [...(listeners.get(event) ?? [])]) (listener as Listener<E>)(payload)
    },
    clear: () => listeners.clear(),
  }
}
