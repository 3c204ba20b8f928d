import type { CaipNetworkId } from './chain.js'

/**
 * The sign-in message data (SPEC §3 "Sign-in message"): what a SIWX config writes and the kit
 * shows and has signed. Timestamps are RFC 3339 strings, kept exactly as signed.
 */
export interface SiwxMessageData {
  accountAddress: string
  /** CAIP-2 network id (`eip155:1`). */
  chainId: CaipNetworkId
  domain: string
  uri: string
  version: string
  nonce: string
  issuedAt: string
  statement?: string | undefined
  expirationTime?: string | undefined
  notBefore?: string | undefined
  requestId?: string | undefined
  resources?: readonly string[] | undefined
}

/** A message ready to sign: its data, and `toString()` giving the exact text. */
export interface SiwxMessageToSign extends SiwxMessageData {
  toString(): string
}

/** What the kit asks a message for: the connected account on its network. */
export interface SiwxMessageInput {
  accountAddress: string
  chainId: CaipNetworkId
  notBefore?: string | undefined
}

/** A signed sign-in: the data, the exact text and the wallet's signature. */
export interface SiwxSession {
  data: SiwxMessageData
  message: string
  signature: string
  /** A CACAO (CAIP-74) when the session came from WalletConnect one-click auth. */
  cacao?: unknown
}

/**
 * The `siwx` option of `createAppKit` (SPEC §4 "Sign-in"): how the kit writes messages and
 * keeps sessions. `@portico/siwx` provides `createServerSiwx` (verified by a server) and
 * `createLocalSiwx` (unverified, kept in the browser).
 */
export interface SiwxConfig {
  createMessage(input: SiwxMessageInput): Promise<SiwxMessageToSign>
  /** Records a signed session; rejects (with a clear message) when it is refused. */
  addSession(session: SiwxSession): Promise<void>
  revokeSession(chainId: CaipNetworkId, address: string): Promise<void>
  setSessions(sessions: SiwxSession[]): Promise<void>
  getSessions(chainId: CaipNetworkId, address: string): Promise<SiwxSession[]>
  /** Sign-in is required: the user cannot skip it (SPEC §2 close rules). */
  getRequired?(): boolean
  /** Revoke the session when the wallet disconnects. */
  signOutOnDisconnect?: boolean
}
