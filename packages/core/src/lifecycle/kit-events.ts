import type { Unsubscribe } from '../adapter/chain-adapter.js'
import type { AppKitEvent, AppKitEventName } from '../app-kit/app-kit-types.js'
import type { DataApi } from '../data/data-api.js'
import type { Clock } from './clock.js'

export interface KitEvents {
  emit(event: AppKitEventName, properties?: Record<string, unknown>, type?: 'track' | 'error'): void
  watch(listener: (event: AppKitEvent) => void): Unsubscribe
  clear(): void
}

/**
 * The instance's event emitter. Events go to analytics (`api.sendEvent`) only while the analytics
 * feature is on, and MODAL_CREATED is never sent (SPEC §7). A throwing listener or a failing
 * analytics call never reaches the caller.
 */
export function createKitEvents(params: {
  clock: Clock
  api: DataApi
  analyticsEnabled(): boolean
  address(): string | undefined
}): KitEvents {
  const listeners = new Set<(event: AppKitEvent) => void>()
  return {
    emit(event, properties, type = 'track') {
      const payload: AppKitEvent = {
        timestamp: params.clock.now(),
        data: { type, event, ...(properties ? { properties } : {}) },
      }
      for (const listener of [...listeners]) {
        try {
          listener(payload)
        } catch {
          // A host listener's bug must not break the kit.
        }
      }
      if (event === 'MODAL_CREATED' || !params.analyticsEnabled() || !params.api.sendEvent) return
      const address = params.address()
      params.api
        .sendEvent({
          type,
          event,
          ...(properties ? { properties } : {}),
          ...(address ? { address } : {}),
        })
        .catch(() => undefined)
    },
    watch(listener) {
      listeners.add(listener)
      return () => {
        listeners.delete(listener)
      }
    },
    clear() {
      listeners.clear()
    },
  }
}
