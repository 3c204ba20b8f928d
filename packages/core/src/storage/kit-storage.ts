/**
 * Key-value storage behind every persisted item (SPEC §3 "Browser storage").
 * Implementations: localStorage in browsers, memory elsewhere, cookies for SSR.
 * Values are strings; typed, versioned items are built on top (see `storage-items.ts`).
 */
export interface KitStorage {
  getItem(key: string): string | null
  setItem(key: string, value: string): void
  removeItem(key: string): void
}
