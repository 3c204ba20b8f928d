import type {
  AdapterDefinition,
  ChainAdapter,
  Network,
  SiwxConfig,
  WalletBalancesReader,
} from '@portico/core'
import type { AdapterBaseOptions, AdapterWalletConnectOptions } from '@portico/core/adapter-kit'
import type { Config, CreateConnectorFn } from '@wagmi/core'
import type { Address, Hash, Hex, Transport, TypedDataDefinition } from 'viem'
import type { EvmCall } from './actions/send-calls.js'
import type { WalletAssets } from './actions/wallet-assets.js'
import type { WagmiConfigLike } from './wagmi/shared-wagmi-config.js'

/** A window-like object: EIP-6963 events are dispatched on it, `ethereum` is the injected wallet. */
export type WalletTarget = EventTarget & { ethereum?: unknown }

/**
 * WalletConnect's options on eip155: the base every adapter takes (`projectId`, `relayUrl`,
 * `metadata`, `relayTimeout`) and the settings of wagmi's WalletConnect connector beside them.
 */
export interface EvmAdapterWalletConnectOptions extends AdapterWalletConnectOptions {
  /** Key prefix of the WalletConnect client's storage. */
  customStoragePrefix?: string | undefined
  /** Skip the verify service (default: when a relay URL is set, i.e. a local or self-hosted relay). */
  skipVerify?: boolean | undefined
  /**
   * WalletConnect one-click auth: pass the kit's `siwx` config (the same object as
   * `createAppKit({ siwx })`); a new WalletConnect session is then asked with
   * `wc_sessionAuthenticate` and signs in at once, where the wallet supports it.
   */
  oneClickAuth?: SiwxConfig | undefined
  /**
   * Run WalletConnect's client in a worker (a SharedWorker where the browser has one, shared by
   * every tab of the app; else a Worker), the page keeping a provider facade. An app whose CSP
   * names `worker-src` (or `script-src` without it) must allow `'self'` there. Where no worker
   * can start, the client runs on the page. eip155 alone in the kit's WalletConnect session and
   * without `oneClickAuth` only. Default off.
   */
  worker?: boolean | undefined
}

/**
 * The options of `evmAdapter`: the base every adapter takes (`networks`, `target`,
 * `requestTimeout`, `walletConnect`) and the eip155 settings beside them.
 */
export interface EvmAdapterOptions
  extends AdapterBaseOptions<WalletTarget, EvmAdapterWalletConnectOptions> {
  /** RPC URLs per chain id; several URLs make a ranked fallback. Default: each network's `rpcUrls`. */
  rpcUrls?: Record<number, readonly string[]> | undefined
  /** viem transports per chain id (win over `rpcUrls`). */
  transports?: Record<number, Transport> | undefined
  /**
   * The app's own wagmi config (the one its `WagmiProvider` holds): used as is (its storage, chains
   * and transports stay) and shared, so wagmi's hooks and Portico's see one connection, account
   * and chain. The adapter adds its connectors to it; a wallet the app connects through wagmi
   * (`useConnect`, wagmi's reconnect on mount) is taken over by the kit when the kit offers that
   * connector, and a switch or disconnect on either side reaches the other.
   */
  wagmiConfig?: WagmiConfigLike | undefined
  /** The embedded-wallet connector (a wagmi connector factory), offered with type AUTH. */
  embeddedWallet?: CreateConnectorFn | undefined
  /** More wagmi connectors, offered with type EXTERNAL. */
  connectors?: readonly CreateConnectorFn[] | undefined
}

export interface SignTypedDataParameters {
  /** The EIP-712 payload (`domain`, `types`, `primaryType`, `message`). */
  typedData: TypedDataDefinition
  address: string
}

/**
 * The eip155 adapter instance: the core contract, the wallet's own balances (`getWalletBalances`:
 * native and ERC-20 from `wallet_getCapabilities` + `wallet_getAssets` (ERC-7811), checked and
 * cleaned, price and value 0 for core to price; `undefined` without asset discovery there) and the
 * EVM specifics below.
 */
export interface EvmAdapter extends ChainAdapter, WalletBalancesReader {
  readonly namespace: 'eip155'
  /** The wagmi config in use (created in `setup` unless one was passed). */
  getWagmiConfig(): Config | undefined
  /** ERC-20 `decimals()` read on chain; outside 0–77 throws `InvalidTokenDecimalsError`. */
  getTokenDecimals(params: { tokenAddress: string; network: Network }): Promise<number>
  /** `eth_signTypedData_v4`. */
  signTypedData(params: SignTypedDataParameters): Promise<Hex>
  /** ERC-20 `transfer` through `writeContract` (the USDT ABI when the token returns nothing). */
  transferToken(params: { tokenAddress: string; to: string; value: bigint }): Promise<Hash>
  /** `wallet_getAssets` per chain hex id, or `undefined` when the wallet has no asset discovery. */
  getAssets(params: {
    address: string
    chainIds?: readonly number[]
  }): Promise<WalletAssets | undefined>
  /** `wallet_sendCalls` (EIP-5792); call targets must start with 0x. */
  sendCalls(params: {
    calls: readonly EvmCall[]
    chainId?: number
    forceAtomic?: boolean
    capabilities?: Record<string, unknown>
  }): Promise<{ id: string }>
  /** `wallet_getCallsStatus` (EIP-5792). */
  getCallsStatus(params: { id: string }): Promise<unknown>
  /** `wallet_grantPermissions` (ERC-7715), passed through. */
  grantPermissions(params: Record<string, unknown>): Promise<unknown>
  /** `wallet_revokePermissions`, passed through. */
  revokePermissions(params: Record<string, unknown>): Promise<unknown>
  /** Primary ENS name, or `null` (never throws). */
  getEnsName(params: { address: string; chainId?: number }): Promise<string | null>
  /** ENS avatar, or `null` (never throws). */
  getEnsAvatar(params: { name: string; chainId?: number }): Promise<string | null>
  /**
   * Releases what the instance started: the EIP-6963 listener, wallet listeners, the wagmi
   * subscription, the WalletConnect socket and pending timers. The wallet stays connected, so the
   * next instance over the same storage restores it.
   */
  destroy(): Promise<void>
}

/** What `evmAdapter(options)` returns and `createAppKit({ adapters })` takes: core calls `create` once per kit. */
export type EvmAdapterDefinition = AdapterDefinition<EvmAdapter>

export type { Address }
