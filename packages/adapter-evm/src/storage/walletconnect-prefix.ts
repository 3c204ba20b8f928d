import type { KitStorage } from '@portico/core'

const PREFIX_KEY = 'portico.wc.prefix'

/**
 * The WalletConnect storage prefix of this kit storage. WalletConnect keeps one client core per
 * prefix in a global, so two Portico instances with the same prefix would share one; a prefix made
 * once per storage keeps instances apart and stays the same across reloads (the session restores).
 */
export function walletConnectPrefix(storage: KitStorage): string {
  const saved = storage.getItem(PREFIX_KEY)
  if (saved && /^portico-[0-9a-f]{16}$/.test(saved)) return saved
  const bytes = crypto.getRandomValues(new Uint8Array(8))
  const prefix = `portico-${Array.from(bytes, (b) => b.toString(16).padStart(2, '0')).join('')}`
  try {
    storage.setItem(PREFIX_KEY, prefix)
  } catch {
    // Unwritable storage: the session will not survive a reload anyway.
  }
  return prefix
}
