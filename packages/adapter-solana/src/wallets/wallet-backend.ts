import type { Connector, Network } from '@portico/core'

/** What a wallet reported when it connected: its accounts (base58 addresses, first is active). */
export interface BackendAccounts {
  addresses: string[]
}

/** Changes a wallet reports after connecting (Wallet Standard `change`, adapter events, sessions). */
export interface BackendWatchers {
  /** The wallet's accounts changed; an empty list means it disconnected. */
  accounts(addresses: string[]): void
  /** The chains the wallet (or the connected account) offers changed. */
  chains(chains: readonly string[]): void
}

/** Transaction versions a wallet signs: `legacy` and/or 0. */
export type TransactionVersion = 'legacy' | 0

/**
 * One way to reach a Solana wallet (a Wallet Standard wallet, a wallet-adapter adapter,
 * WalletConnect), seen the same way by the adapter instance. Every method may throw what the
 * wallet threw; the instance maps it to core's errors.
 */
export interface WalletBackend {
  readonly connector: Connector
  /**
   * Asks for accounts. `silent`: only if already authorised (a restore), `undefined` when not.
   */
  connect(options: { silent: boolean; network: Network }): Promise<BackendAccounts | undefined>
  disconnect(): Promise<void>
  /** Starts watching the wallet; returns the function that stops. */
  watch(watchers: BackendWatchers): () => void
  /** The chains the connected account (else the wallet) offers; empty = unknown, any. */
  chains(): readonly string[]
  /** Transaction versions the wallet signs (legacy first when it signs both is never assumed). */
  transactionVersions(): readonly TransactionVersion[]
  signMessage(address: string, message: Uint8Array): Promise<Uint8Array>
  /** Signs wire bytes, returns the signed wire bytes. */
  signTransaction(address: string, transaction: Uint8Array, network: Network): Promise<Uint8Array>
  /**
   * Signs and sends wire bytes through the wallet, returns the 64-byte signature; absent when the
   * wallet cannot (the adapter then signs and sends through the cluster's RPC itself).
   */
  signAndSendTransaction?(
    address: string,
    transaction: Uint8Array,
    network: Network,
  ): Promise<Uint8Array>
  /** The wallet session when one session carries several namespaces (WalletConnect's topic). */
  sessionTopic?(): string | undefined
  /** The object the host app may use directly (`useAppKitProvider`). */
  provider(): unknown
  /** Releases listeners and sockets the backend holds (at `destroy()`). */
  release?(): void | Promise<void>
}
