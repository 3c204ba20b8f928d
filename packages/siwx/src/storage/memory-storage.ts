import type { SiwxStorage, StoredSiwxSession } from './siwx-storage.js'

export interface MemoryStorageOptions {
  /**
   * Most live nonces kept (default 10,000). Issuing is unauthenticated, so without a cap a
   * client could grow the map without end; beyond it the oldest nonce is dropped (its sign-in
   * then fails with `invalid_nonce` and asks for a new one) rather than refusing new nonces,
   * which would let one client lock every visitor out.
   */
  maxNonces?: number | undefined
}

/**
 * Nonces and sessions in this process's memory: for tests, examples and single-process servers.
 * Consumption is atomic because JavaScript runs it without yielding between check and delete.
 * Expired nonces are swept on every issue (by the server's clock) and live ones capped (see
 * {@link MemoryStorageOptions}); expired sessions are dropped when met.
 *
 * @example
 * createSiwxServer({ storage: createMemoryStorage(), domains: ['example.com'] })
 */
export function createMemoryStorage(options: MemoryStorageOptions = {}): SiwxStorage {
  const maxNonces = options.maxNonces ?? 10_000
  if (!Number.isSafeInteger(maxNonces) || maxNonces < 1)
    throw new RangeError(`maxNonces must be a positive integer, got ${maxNonces}`)
  // Insertion order is issue order: the oldest nonces come first, so the sweep and the cap only
  // look at the front of the map.
  const nonces = new Map<string, number>()
  const sessions = new Map<string, StoredSiwxSession>()

  function sweepFront(now: number) {
    // A server's nonces share one lifetime, so issue order is expiry order: stop at the first
    // live one. Cheap on every issue; `sweepAll` catches the rest when the cap is reached.
    for (const [nonce, expiresAt] of nonces) {
      if (expiresAt > now) break
      nonces.delete(nonce)
    }
  }

  function sweepAll(now: number) {
    for (const [nonce, expiresAt] of nonces) if (expiresAt <= now) nonces.delete(nonce)
  }

  function take(nonce: string, now: number): boolean {
    const expiresAt = nonces.get(nonce)
    if (expiresAt === undefined) return false
    nonces.delete(nonce)
    return expiresAt > now
  }

  return {
    async putNonce(nonce, expiresAt, now) {
      sweepFront(now)
      nonces.delete(nonce)
      nonces.set(nonce, expiresAt)
      if (nonces.size <= maxNonces) return
      // Expired nonces go before any live one is evicted.
      sweepAll(now)
      for (const oldest of nonces.keys()) {
        if (nonces.size <= maxNonces) break
        nonces.delete(oldest)
      }
    },
    async hasNonce(nonce, now) {
      const expiresAt = nonces.get(nonce)
      return expiresAt !== undefined && expiresAt > now
    },
    async consumeNonce(nonce, now) {
      return take(nonce, now)
    },
    async addSession(session) {
      sessions.set(session.id, { ...session })
    },
    async consumeNonceAddSession(nonce, now, session) {
      if (!take(nonce, now)) return false
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
