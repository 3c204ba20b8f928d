import type { Address } from 'viem'
import { DeviceShareStoreError } from './key-errors.js'
import type { Share } from './share-bytes.js'

/** This device's share of each signed-in user's wallet, in the frame origin's IndexedDB. */
export interface DeviceShareStore {
  /** Wraps `share` (AES-GCM under the store's non-extractable key) and keeps it for `userId`. */
  save(userId: string, address: Address, share: Share): Promise<void>
  /** The unwrapped share of `userId`, or `undefined` when this device has none. */
  load(userId: string): Promise<{ address: Address; share: Share } | undefined>
  remove(userId: string): Promise<void>
  close(): void
}

export interface DeviceShareStoreOptions {
  /** IndexedDB database name (default `portico-wallet-keys`). */
  dbName?: string
  indexedDB?: IDBFactory
  crypto?: Crypto
}

interface WrappedShare {
  address: Address
  iv: Uint8Array<ArrayBuffer>
  ciphertext: ArrayBuffer
}

const KEYS = 'wrapping-keys'
const SHARES = 'device-shares'
const KEY_ID = 'device'

const request = <T>(req: IDBRequest<T>) =>
  new Promise<T>((resolve, reject) => {
    req.onsuccess = () => resolve(req.result)
    req.onerror = () => reject(req.error)
  })

function openDatabase(factory: IDBFactory, name: string): Promise<IDBDatabase> {
  const opening = factory.open(name, 1)
  opening.onupgradeneeded = () => {
    opening.result.createObjectStore(KEYS)
    opening.result.createObjectStore(SHARES)
  }
  return request(opening)
}

/**
 * The device share store. The wrapping key is an AES-GCM key made with `extractable: false` and
 * kept as a `CryptoKey` in the same database: script in this origin can use it but never read
 * its bytes, so a copy of the database files alone does not reveal the share. The user id and
 * address are authenticated with each record (a record copied to another user does not open).
 *
 * @example
 * const store = openDeviceShareStore()
 * await store.save(user.userId, address, shares.device)
 */
export function openDeviceShareStore(options: DeviceShareStoreOptions = {}): DeviceShareStore {
  const factory = options.indexedDB ?? globalThis.indexedDB
  const subtle = (options.crypto ?? globalThis.crypto).subtle
  if (!factory) throw new DeviceShareStoreError('IndexedDB is not available')
  const database = openDatabase(factory, options.dbName ?? 'portico-wallet-keys')
  database.catch(() => undefined)

  const store = async (name: string, mode: IDBTransactionMode) =>
    (await database).transaction(name, mode).objectStore(name)

  let wrappingKey: Promise<CryptoKey> | undefined
  const keyOf = () => {
    wrappingKey ??= (async () => {
      const existing = await request((await store(KEYS, 'readonly')).get(KEY_ID))
      if (existing instanceof CryptoKey) return existing
      const made = await subtle.generateKey({ name: 'AES-GCM', length: 256 }, false, [
        'encrypt',
        'decrypt',
      ])
      try {
        await request((await store(KEYS, 'readwrite')).add(made, KEY_ID))
        return made
      } catch {
        // Another tab of this origin made one first: use theirs.
        const theirs = await request((await store(KEYS, 'readonly')).get(KEY_ID))
        if (theirs instanceof CryptoKey) return theirs
        throw new DeviceShareStoreError('The device key could not be stored')
      }
    })()
    wrappingKey.catch(() => {
      wrappingKey = undefined
    })
    return wrappingKey
  }
  const aad = (userId: string, address: string) =>
    new TextEncoder().encode(`${userId}|${address.toLowerCase()}`)

  return {
    async save(userId, address, share) {
      const key = await keyOf()
      const iv = (options.crypto ?? globalThis.crypto).getRandomValues(new Uint8Array(12))
      // A copy on its own ArrayBuffer (what WebCrypto takes), wiped once encrypted.
      const plain = Uint8Array.from(share)
      const ciphertext = await subtle
        .encrypt({ name: 'AES-GCM', iv, additionalData: aad(userId, address) }, key, plain)
        .finally(() => plain.fill(0))
      const record: WrappedShare = { address, iv, ciphertext }
      await request((await store(SHARES, 'readwrite')).put(record, userId))
    },
    async load(userId) {
      const record = (await request((await store(SHARES, 'readonly')).get(userId))) as
        | WrappedShare
        | undefined
      if (!record) return undefined
      const key = await keyOf()
      try {
        const plain = await subtle.decrypt(
          { name: 'AES-GCM', iv: record.iv, additionalData: aad(userId, record.address) },
          key,
          record.ciphertext,
        )
        return { address: record.address, share: new Uint8Array(plain) }
      } catch (cause) {
        throw new DeviceShareStoreError('The device share does not open on this device', { cause })
      }
    },
    async remove(userId) {
      await request((await store(SHARES, 'readwrite')).delete(userId))
    },
    close() {
      database.then(
        (db) => db.close(),
        () => undefined,
      )
    },
  }
}
