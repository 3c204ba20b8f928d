import type { AdapterEventMap, AdapterEventName, Unsubscribe } from '@portico/core'

type Listener<E extends AdapterEventName> = (payload: AdapterEventMap[E]) => void

/** The instance's event listeners; `clear` on destroy. */
export function createAdapterEmitter() {
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
      for (const listener of [...(listeners.get(event) ?? [])]) (listener as Listener<E>)(payload)
    },
    clear(): void {
      listeners.clear()
    },
  }
}
