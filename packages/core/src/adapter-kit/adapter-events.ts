import type { AdapterEventMap, AdapterEventName, Unsubscribe } from '../adapter/chain-adapter.js'

type Listener<E extends AdapterEventName> = (payload: AdapterEventMap[E]) => void

/** An adapter instance's typed event emitter: `on` for core, `emit` for the adapter. */
export interface AdapterEvents {
  on<E extends AdapterEventName>(event: E, listener: Listener<E>): Unsubscribe
  emit<E extends AdapterEventName>(event: E, payload: AdapterEventMap[E]): void
  /** Drops every listener (at `destroy()`). */
  clear(): void
}

/**
 * The instance's emitter. A listener that throws never stops the others (one faulty subscriber
 * must not break the adapter or the rest of the kit); its error goes to `warn`, the adapter
 * context's, so it is seen when `debug` is on instead of vanishing.
 *
 * @example
 * const events = createAdapterEvents(context.warn)
 * events.on('accountsChanged', (payload) => {})
 * events.emit('accountsChanged', { accounts: [] })
 */
export function createAdapterEvents(
  warn: (message: string, details?: unknown) => void,
): AdapterEvents {
  const listeners = new Map<AdapterEventName, Set<Listener<never>>>()
  return {
    on(event, listener) {
      const set = listeners.get(event) ?? new Set()
      listeners.set(event, set)
      set.add(listener as Listener<never>)
      return () => {
        set.delete(listener as Listener<never>)
      }
    },
    emit(event, payload) {
      // A copy: a listener that unsubscribes (or subscribes) while called does not change who
      // else hears this event.
      for (const listener of [...(listeners.get(event) ?? [])]) {
        try {
          ;(listener as Listener<typeof event>)(payload)
        } catch (error) {
          warn(`A listener of the adapter's ${event} event threw`, error)
        }
      }
    },
    clear() {
      listeners.clear()
    },
  }
}
