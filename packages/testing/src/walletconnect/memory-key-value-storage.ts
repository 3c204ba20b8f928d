import type { CoreTypes } from '@walletconnect/types'

/** WalletConnect's key-value storage interface (what `SignClient.init({ storage })` takes). */
export type KeyValueStorage = NonNullable<CoreTypes.Options['storage']>

/**
 * An in-memory key-value storage for WalletConnect clients in Node, whose default storage writes
 * files in the working directory. Values are copied through JSON like a real storage. Give the same
 * `map` to two clients in turn to simulate a reload over persisted storage.
 *
 * @example
 * const client = await SignClient.init({ relayUrl, storage: createMemoryKeyValueStorage() })
 */
export function createMemoryKeyValueStorage(map: Map<string, string> = new Map()): KeyValueStorage {
  const read = (raw: string | undefined) => (raw === undefined ? undefined : JSON.parse(raw))
  const storage = {
    async getKeys() {
      return [...map.keys()]
    },
    async getEntries() {
      return [...map.entries()].map(([key, raw]) => [key, read(raw)])
    },
    async getItem(key: string) {
      return read(map.get(key))
    },
    async setItem(key: string, value: unknown) {
      map.set(
        key,
        JSON.stringify(value, (_key, item: unknown) =>
          typeof item === 'bigint' ? item.toString() : item,
        ),
      )
    },
    async removeItem(key: string) {
      map.delete(key)
    },
  }
  return storage as KeyValueStorage
}
