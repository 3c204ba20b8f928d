import type { AdapterDefinition, ChainAdapter, Network } from '@portico/core'
import type {
  SolanaWalletAdapter,
  WalletAdapterTransactionClass,
} from './wallets/wallet-adapter-backend.js'

export interface SolanaWalletConnectOptions {
  /** The WalletConnect project id. */
  projectId: string
  /** Relay URL, e.g. `ws://127.0.0.1:PORT` for a local or self-hosted relay. */
  relayUrl?: string | undefined
  /** Dapp metadata shown in the wallet. */
  metadata?: { name: string; description: string; url: string; icons: string[] } | undefined
  /** Skip the verify service (default: when a relay URL is set, i.e. a local or self-hosted relay). */
  skipVerify?: boolean | undefined
}

export interface SolanaAdapterOptions {
  /** The solana networks this adapter acts on (default: the kit's solana networks). */
  networks?: readonly Network[] | undefined
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
  /** Where Wallet Standard wallets register (`window` by default, when there is one). */
  target?: EventTarget | undefined
  /** WalletConnect's `solana` namespace, or `false`/absent for none. */
  walletConnect?: SolanaWalletConnectOptions | false | undefined
  /** How long (ms) a wallet may take to answer a prompt. Default 300 000. */
  requestTimeout?: number | undefined
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
