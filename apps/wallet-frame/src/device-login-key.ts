// This device's login key: the proof behind the email login's CONNECT step (apps/api's
// device-login.ts). An ECDSA P-256 key pair made here with its private half not extractable and
// kept in this origin's IndexedDB as a CryptoKey: script of this origin can sign with it, nothing
// can read it, and it never leaves the frame (the dapp's page cannot reach this origin's storage).
// Its public half is registered by a login that typed the mailed code; later logins of the same
// address on this device sign a server challenge instead of waiting for a new code.

const ECDSA_P256 = { name: 'ECDSA', namedCurve: 'P-256' } as const
const STORE = 'login-keys'
const RECORD = 'device'

/** Where the key pair is kept, with the device id it was made for. */
export interface DeviceLoginKeyStore {
  load(): Promise<{ deviceId: string; pair: CryptoKeyPair } | undefined>
  save(record: { deviceId: string; pair: CryptoKeyPair }): Promise<void>
}

const request = <T>(req: IDBRequest<T>) =>
  new Promise<T>((resolve, reject) => {
    req.onsuccess = () => resolve(req.result)
    req.onerror = () => reject(req.error)
  })

/**
 * The key pair in this origin's IndexedDB (database `portico-device-login`), opened on first use.
 *
 * @example
 * const key = createDeviceLoginKey(openDeviceLoginKeyStore())
 */
export function openDeviceLoginKeyStore(
  factory: () => IDBFactory | undefined = () => globalThis.indexedDB,
  name = 'portico-device-login',
): DeviceLoginKeyStore {
  let database: Promise<IDBDatabase> | undefined
  const open = () => {
    database ??= (async () => {
      const idb = factory()
      if (!idb) throw new Error('IndexedDB is not available')
      const opening = idb.open(name, 1)
      opening.onupgradeneeded = () => opening.result.createObjectStore(STORE)
      return request(opening)
    })()
    database.catch(() => {
      database = undefined
    })
    return database
  }
  const store = async (mode: IDBTransactionMode) =>
    (await open()).transaction(STORE, mode).objectStore(STORE)
  return {
    async load() {
      const record = (await request((await store('readonly')).get(RECORD))) as
        | { deviceId?: unknown; pair?: { privateKey?: unknown; publicKey?: unknown } }
        | undefined
      const pair = record?.pair
      if (
        typeof record?.deviceId !== 'string' ||
        !(pair?.privateKey instanceof CryptoKey) ||
        !(pair.publicKey instanceof CryptoKey)
      )
        return undefined
      return {
        deviceId: record.deviceId,
        pair: { privateKey: pair.privateKey, publicKey: pair.publicKey },
      }
    },
    async save(record) {
      await request((await store('readwrite')).put(record, RECORD))
    },
  }
}

export interface DeviceLoginKey {
  /** Whether this device holds a key for `deviceId` (without one, no challenge is asked for). */
  has(deviceId: string): Promise<boolean>
  /**
   * The public half (base64url of the uncompressed point) of `deviceId`'s key, made now if this
   * device has none for that id; `undefined` when it cannot be made or kept here (the login then
   * goes on without one: every later login asks for a code).
   */
  publicKey(deviceId: string): Promise<string | undefined>
  /** `text` signed (base64url, r ‖ s) with `deviceId`'s key; `undefined` when there is none. */
  sign(deviceId: string, text: string): Promise<string | undefined>
}

const base64url = (bytes: ArrayBuffer) =>
  btoa(String.fromCharCode(...new Uint8Array(bytes)))
    .replace(/\+/g, '-')
    .replace(/\//g, '_')
    .replace(/=+$/, '')

/**
 * @example
 * const key = createDeviceLoginKey(openDeviceLoginKeyStore())
 * await api.verifyEmail({ loginId, deviceId, otp, devicePublicKey: await key.publicKey(deviceId) })
 */
export function createDeviceLoginKey(
  store: DeviceLoginKeyStore,
  subtle: SubtleCrypto = globalThis.crypto.subtle,
): DeviceLoginKey {
  // A key made for another device id (the id was cleared, the key was not) is not this device's.
  const pairOf = async (deviceId: string) => {
    const record = await store.load().catch(() => undefined)
    return record?.deviceId === deviceId ? record.pair : undefined
  }
  return {
    has: async (deviceId) => (await pairOf(deviceId)) !== undefined,
    async publicKey(deviceId) {
      try {
        let pair = await pairOf(deviceId)
        if (!pair) {
          pair = await subtle.generateKey(ECDSA_P256, false, ['sign', 'verify'])
          await store.save({ deviceId, pair })
        }
        return base64url(await subtle.exportKey('raw', pair.publicKey))
      } catch {
        return undefined
      }
    },
    async sign(deviceId, text) {
      const pair = await pairOf(deviceId)
      if (!pair) return undefined
      const signature = await subtle.sign(
        { name: 'ECDSA', hash: 'SHA-256' },
        pair.privateKey,
        new TextEncoder().encode(text),
      )
      return base64url(signature)
    },
  }
}
