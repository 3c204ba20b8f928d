/** A verified sign-in as the server keeps it. */
export interface StoredSiwxSession {
  /** SHA-256 (hex) of the bearer token: a leaked table holds no usable token. */
  id: string
  /** CAIP-10 account (`eip155:1:0xAbC…`), the address as the message wrote it. */
  accountId: string
  /** The exact signed text and its signature, kept as the proof. */
  message: string
  signature: string
  /** Milliseconds since the epoch. */
  createdAt: number
  expiresAt: number
}

/**
 * Where a SIWX server keeps its nonces and sessions. Every implementation passes the same
 * contract tests (`storage-contract.test-helper.ts`); `consumeNonce` must be atomic across
 * processes sharing the store, so two concurrent verifications of one message give one session.
 */
export interface SiwxStorage {
  /**
   * Records a nonce this server issued, valid until `expiresAt` (ms by the server's clock; `now`
   * is that clock's time, so stores with their own expiry can keep it relative).
   */
  putNonce(nonce: string, expiresAt: number, now: number): Promise<void>
  /**
   * `true` when the nonce was issued, is unexpired at `now` and unused, without spending it. The
   * server asks before checking a signature (a smart-account signature costs an `eth_call`), so
   * an invented nonce costs a lookup; the atomic `consumeNonce` after the check still decides.
   */
  hasNonce(nonce: string, now: number): Promise<boolean>
  /**
   * Removes the nonce if it was issued and has not expired at `now`, in one atomic step.
   * `true` for the one caller that consumed it; `false` for unknown, expired or used nonces.
   */
  consumeNonce(nonce: string, now: number): Promise<boolean>
  addSession(session: StoredSiwxSession): Promise<void>
  /**
   * Optional: `consumeNonce(nonce, now)` and, when it gives `true`, `addSession(session)`, as one
   * atomic write, so a server killed in between leaves neither (the nonce unspent, the same
   * signed message can be sent again) rather than a spent nonce without its session. Servers
   * use it when the storage has it.
   */
  consumeNonceAddSession?(nonce: string, now: number, session: StoredSiwxSession): Promise<boolean>
  /** The session with this id unless it expired at `now`. */
  getSession(id: string, now: number): Promise<StoredSiwxSession | undefined>
  /** `true` when a session was removed. */
  deleteSession(id: string): Promise<boolean>
  /** Releases connections the storage opened itself (never a client it was given). */
  close?(): Promise<void>
}
