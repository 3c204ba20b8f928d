import type { Redis } from 'ioredis'
import { loadStorageDriver } from '../server/siwx-errors.js'
import type { SiwxStorage, StoredSiwxSession } from './siwx-storage.js'

export interface RedisStorageOptions {
  /** Prefix of every key; default `siwx:`. */
  keyPrefix?: string | undefined
}

/**
 * Nonces and sessions in Redis (`ioredis` client the caller owns). A nonce is consumed with
 * `GETDEL`, atomic in Redis: one of two concurrent verifications gets the value. Keys carry a
 * TTL so Redis drops what expired; the expiry stored in the value is what the check uses (the
 * server's clock decides, not Redis's).
 *
 * @example
 * const storage = createRedisStorage(new Redis(process.env.REDIS_URL))
 */
export function createRedisStorage(client: Redis, options: RedisStorageOptions = {}): SiwxStorage {
  const prefix = options.keyPrefix ?? 'siwx:'
  const nonceKey = (nonce: string) => `${prefix}nonce:${nonce}`
  const sessionKey = (id: string) => `${prefix}session:${id}`
  return {
    async putNonce(nonce, expiresAt, now) {
      await client.set(nonceKey(nonce), String(expiresAt), 'PX', Math.max(1, expiresAt - now))
    },
    async hasNonce(nonce, now) {
      const value = await client.get(nonceKey(nonce))
      return value !== null && Number(value) > now
    },
    async consumeNonce(nonce, now) {
      const value = await client.getdel(nonceKey(nonce))
      return value !== null && Number(value) > now
    },
    async addSession(session) {
      const ttl = Math.max(1, session.expiresAt - session.createdAt)
      await client.set(sessionKey(session.id), JSON.stringify(session), 'PX', ttl)
    },
    async getSession(id, now) {
      const value = await client.get(sessionKey(id))
      if (value === null) return undefined
      const session = JSON.parse(value) as StoredSiwxSession
      return session.expiresAt > now ? session : undefined
    },
    async deleteSession(id) {
      return (await client.del(sessionKey(id))) > 0
    },
  }
}

/**
 * The Redis storage on its own connection to `url` (`ioredis` is loaded on first use);
 * `close()` quits it. `ioredis` is an optional peer dependency: without it this rejects with a
 * `SiwxStorageDriverMissingError`.
 *
 * @example
 * const storage = await connectRedisStorage('redis://127.0.0.1:6379')
 */
export async function connectRedisStorage(
  url: string,
  options: RedisStorageOptions = {},
): Promise<SiwxStorage> {
  const { Redis } = await loadStorageDriver('ioredis', () => import('ioredis'))
  const client = new Redis(url, { lazyConnect: true, maxRetriesPerRequest: 1 })
  await client.connect()
  const storage = createRedisStorage(client, options)
  return {
    ...storage,
    close: async () => {
      await client.quit()
    },
  }
}
