import type { SiwxStorage, StoredSiwxSession } from './siwx-storage.js'

/**
 * Nonces and sessions in this process's memory: for tests, examples and single-process servers.
 * Consumption is atomic because JavaScript runs it without yielding between check and delete.
 * Expired entries are dropped when met.
 *
 * @example
 * createSiwxServer({ storage: createMemoryStorage(), domains: ['example.com'] })
 */
export function createMemoryStorage(): SiwxStorage {
  const nonces = new Map<string, number>()
  const sessions = new Map<string, StoredSiwxSession>()
  return {
    async putNonce(nonce, expiresAt) {
      nonces.set(nonce, expiresAt)
    },
    async consumeNonce(nonce, now) {
      const expiresAt = nonces.get(nonce)
      if (expiresAt === undefined) return false
      nonces.delete(nonce)
      return expiresAt > now
    },
    async addSession(session) {
      sessions.set(session.id, { ...session })
    },
    async consumeNonceAddSession(nonce, now, session) {
      const expiresAt = nonces.get(nonce)
      if (expiresAt === undefined) return false
      nonces.delete(nonce)
      if (expiresAt <= now) return false
      sessions.set(session.id, { ...session })
      return true
    },
    async getSession(id, now) {
      const session = sessions.get(id)
      if (!session) return undefined
      if (session.expiresAt <= now) {
        sessions.delete(id)
        return undefined
      }
      return { ...session }
    },
    async deleteSession(id) {
      return sessions.delete(id)
    },
  }
}
