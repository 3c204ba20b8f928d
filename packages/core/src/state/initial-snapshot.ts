import type { AppKit, AppKitSnapshot } from '../app-kit/app-kit-types.js'

const initialSnapshots = new WeakMap<AppKit, AppKitSnapshot>()

/**
 * Remembers the instance's snapshot as it is right after creation (state read synchronously from
 * storage, before any async restore). A server renders from that state, so a client hydrating
 * the same page must render its first pass from it too, whatever the restore did in between.
 * `createAppKit` calls it, so every kit has it whichever UI renders it; a later call keeps the
 * first.
 */
export function rememberInitialSnapshot(kit: AppKit): void {
  if (!initialSnapshots.has(kit)) initialSnapshots.set(kit, kit.getSnapshot())
}

/**
 * The snapshot to render the server pass and the hydration pass from: the one remembered at
 * creation, else (a kit object not made by `createAppKit`) the current one.
 *
 * @example
 * useSyncExternalStore(kit.subscribe, kit.getSnapshot, () => initialSnapshotOf(kit))
 */
export function initialSnapshotOf(kit: AppKit): AppKitSnapshot {
  return initialSnapshots.get(kit) ?? kit.getSnapshot()
}
