import type { AppKit, AppKitSnapshot } from '@portico/core'

const initialSnapshots = new WeakMap<AppKit, AppKitSnapshot>()

/**
 * Remembers the instance's snapshot as it is right after creation (state read synchronously from
 * storage, before any async restore). The server renders from that state, so the client hydrates
 * from it too, whatever the restore did in between; React then re-renders to the live snapshot.
 */
export function rememberInitialSnapshot(kit: AppKit): void {
  if (!initialSnapshots.has(kit)) initialSnapshots.set(kit, kit.getSnapshot())
}

/** The snapshot to hydrate from: the remembered initial one, else the current one. */
export function initialSnapshotOf(kit: AppKit): AppKitSnapshot {
  return initialSnapshots.get(kit) ?? kit.getSnapshot()
}
