import type { KitStorage } from '@portico/core'
import { createStorage, type Storage } from '@wagmi/core'

/** Prefix of the adapter's keys in the kit's storage. */
export const WAGMI_STORAGE_KEY = 'portico.eip155'

/**
 * wagmi storage (connections, recent connector, disconnect shims) kept in the kit's own storage,
 * so a new adapter over the same storage restores the connection after a reload.
 */
export function createWagmiStorage(storage: KitStorage): Storage {
  return createStorage({
    key: WAGMI_STORAGE_KEY,
    storage: {
      getItem: (key) => storage.getItem(key),
      setItem: (key, value) => {
        try {
          storage.setItem(key, value)
        } catch {
          // A full or blocked storage must not break connecting.
        }
      },
      removeItem: (key) => storage.removeItem(key),
    },
  })
}
