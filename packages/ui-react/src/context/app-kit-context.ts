import type { AppKit, AppKitSnapshot } from '@portico/core'
import { initialSnapshotOf } from '@portico/core/internal'
import { createContext, useCallback, useContext, useRef, useSyncExternalStore } from 'react'

/** The instance every Portico component under `<AppKitProvider>` reads. */
export const AppKitContext = createContext<AppKit | null>(null)

/** The nearest Portico instance; throws a clear error outside `<AppKitProvider>`. */
export function useAppKitInstance(): AppKit {
  const kit = useContext(AppKitContext)
  if (!kit) throw new Error('Portico hooks must be used inside <AppKitProvider>')
  return kit
}

function shallowEqual(a: unknown, b: unknown): boolean {
  if (Object.is(a, b)) return true
  if (typeof a !== 'object' || typeof b !== 'object' || a === null || b === null) return false
  const ka = Object.keys(a)
  const kb = Object.keys(b)
  if (ka.length !== kb.length) return false
  return ka.every((k) =>
    Object.is((a as Record<string, unknown>)[k], (b as Record<string, unknown>)[k]),
  )
}

/**
 * Reads a slice of the instance's snapshot and re-renders only when that slice changes
 * (shallow comparison, so selectors may return small fresh objects). Server rendering and
 * hydration read the instance's initial snapshot (remembered by core's `createAppKit`), so the client's first
 * render matches the server HTML even when a saved connection was restored in between.
 */
export function useSnapshot<T>(selector: (snapshot: AppKitSnapshot) => T): T {
  const kit = useAppKitInstance()
  const last = useRef<{ value: T } | null>(null)
  const getSelection = useCallback(() => {
    const next = selector(kit.getSnapshot())
    if (last.current && shallowEqual(last.current.value, next)) return last.current.value
    last.current = { value: next }
    return next
  }, [kit, selector])
  const lastServer = useRef<{ value: T } | null>(null)
  const getServerSelection = useCallback(() => {
    const next = selector(initialSnapshotOf(kit))
    if (lastServer.current && shallowEqual(lastServer.current.value, next)) {
      return lastServer.current.value
    }
    lastServer.current = { value: next }
    return next
  }, [kit, selector])
  return useSyncExternalStore(kit.subscribe, getSelection, getServerSelection)
}
