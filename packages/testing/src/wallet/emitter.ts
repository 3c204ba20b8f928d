type Listener = (...args: never[]) => void

/** A tiny event emitter with the EIP-1193 `on` / `removeListener` shape. */
export function createEmitter() {
  const listeners = new Map<string, Set<Listener>>()
  return {
    on(event: string, listener: Listener): void {
      let set = listeners.get(event)
      if (!set) {
        set = new Set()
        listeners.set(event, set)
      }
      set.add(listener)
    },
    removeListener(event: string, listener: Listener): void {
      listeners.get(event)?.delete(listener)
    },
    emit(event: string, ...args: unknown[]): void {
      for (const listener of [...(listeners.get(event) ?? [])]) {
        try {
          ;(listener as (...values: unknown[]) => void)(...args)
        } catch (error) {
          // A throwing listener must not break the wallet or other listeners.
          queueMicrotask(() => {
            throw error
          })
        }
      }
    },
    listenerCount(event: string): number {
      return listeners.get(event)?.size ?? 0
    },
  }
}
