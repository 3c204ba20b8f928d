import type { AdapterDefinition, ChainAdapter, Network } from '@portico/core'
import type { AdapterBaseOptions, AdapterWalletConnectOptions } from '@portico/core/adapter-kit'
import type {
  SolanaWalletAdapter,
  WalletAdapterTransactionClass,
} from './wallets/wallet-adapter-backend.js'

/**
 * WalletConnect's options on solana: the base every adapter takes (`projectId`, `relayUrl`,
 * `metadata`) and the verify-service switch of the kit's WalletConnect client.
 */
export interface SolanaWalletConnectOptions extends AdapterWalletConnectOptions {
  /** Skip the verify service (default: when a relay URL is set, i.e. a local or self-hosted relay). */
  skipVerify?: boolean | undefined
}

/**
 * The options of `solanaAdapter`: the base every adapter takes (`networks`, `target` where Wallet
 * Standard wallets register, `requestTimeout`, `walletConnect` for its `solana` namespace) and the
 * solana settings beside them.
 */
export interface SolanaAdapterOptions
  extends AdapterBaseOptions<EventTarget, SolanaWalletConnectOptions> {
  /** JSON-RPC URL per CAIP-2 id, overriding a network's `rpcUrls`. */
  rpcUrls?: Record<string, string> | undefined
  /**
   * `@solana/wallet-adapter-base` adapters the app already has (`new PhantomWalletAdapter()`, …):
   * offered as connectors, except a wallet that also registered through the Wallet Standard
   * (the standard wallet wins, as in `@solana/wallet-adapter-react`).
   */
  walletAdapters?: readonly SolanaWalletAdapter[] | undefined
  /**
   * `VersionedTransaction` from `@solana/web3.js`: wallet-adapter adapters sign web3.js objects,
   * so without it they sign messages only.
   */
  walletAdapterTransaction?: WalletAdapterTransactionClass | undefined
  /** How long (ms) a restore waits for a saved Wallet Standard wallet to register. Default 3 000. */
  restoreWait?: number | undefined
}

export interface SolanaAdapter extends ChainAdapter {
  readonly namespace: 'solana'
  /** Decimals of an SPL Token or Token-2022 mint, read from the mint account. */
  getTokenDecimals(params: { tokenAddress: string; network: Network }): Promise<number>
  /** `solana:signTransaction`: signs wire bytes, returns the signed wire bytes (not sent). */
  signTransaction(params: { transaction: Uint8Array; network?: Network }): Promise<Uint8Array>
  /** Signs and sends wire bytes (the wallet's `solana:signAndSendTransaction`, else sign + RPC). */
  signAndSendTransaction(params: { transaction: Uint8Array; network?: Network }): Promise<string>
  /** The network the adapter acts on now. */
  getNetwork(): Network
  /** Releases listeners, timers and the WalletConnect socket; the wallet stays authorised. */
  destroy(): Promise<void>
}

/** What `solanaAdapter(options)` returns and `createAppKit({ adapters })` takes. */
export type SolanaAdapterDefinition = AdapterDefinition<SolanaAdapter>
