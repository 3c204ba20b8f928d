import type { Clock } from '../app-kit/clock.js'
import type { KitStorage } from '../storage/kit-storage.js'
import type { AccountEntry, ConnectedUser, ConnectedWalletInfo } from '../types/account.js'
import type { ChainNamespace } from '../types/chain.js'
import type { Connector } from '../types/connector.js'
import type { Network } from '../types/network.js'
import type { SocialProvider } from '../types/ui.js'

export type Unsubscribe = () => void

/**
 * What core hands an adapter in `setup`: everything from the outside world.
 * Adapters never reach for globals (storage, timers) themselves.
 */
export interface AdapterContext {
  /** Storage scoped to this instance; adapters keep their own keys under their namespace. */
  storage: KitStorage
  clock: Clock
  /** The networks of this namespace the app requested (never empty). */
  networks: readonly Network[]
}

/** The result of a successful connect or reconnect. */
export interface AdapterConnection {
  /** Active account address in the chain's native format. */
  address: string
  /** Every account the wallet exposed (first is active). */
  accounts: AccountEntry[]
  /** Chain reference of the network the wallet is on (may be one the app did not request). */
  chainId: number | string
  connectorId: string
  walletInfo?: ConnectedWalletInfo
  /** Embedded (AUTH) wallets: the signed-in user, how they signed in, and smart-account state. */
  user?: ConnectedUser
  socialProvider?: SocialProvider
  smartAccountDeployed?: boolean
}

export interface AdapterEventMap {
  /** The wallet changed accounts. An empty list means the wallet disconnected. */
  accountsChanged: { accounts: string[] }
  /** The wallet moved to another network (possibly one that was not requested). */
  chainChanged: { chainId: number | string }
  /** The wallet ended the session. */
  disconnect: Record<string, never>
  /** A pairing URI to show as QR code or deep link (WalletConnect). */
  displayUri: { uri: string }
  /** The set of connectors changed (e.g. a late EIP-6963 announcement). */
  connectorsChanged: { connectors: readonly Connector[] }
}

export type AdapterEventName = keyof AdapterEventMap

export interface SendTransactionParameters {
  /** Receiver in the chain's native address format. */
  to: string
  /** Amount in the token's smallest unit. */
  value: bigint
  /** Token contract / mint; absent for the native coin. */
  tokenAddress?: string
  /** Raw call data (eip155). */
  data?: `0x${string}`
  /** eip155 legacy gas price for native sends; adapters may estimate when absent. */
  gasPrice?: bigint
}

export interface BalanceResult {
  /** Human units as a decimal string (e.g. "1.5"). */
  balance: string
  symbol: string
  decimals: number
}

export interface RpcRequest {
  method: string
  params?: readonly unknown[] | Record<string, unknown>
}

/**
 * The contract every chain adapter implements. One adapter owns one namespace.
 *
 * Family mapping:
 * - eip155: connectors are injected (`window.ethereum`), EIP-6963 announced, WalletConnect and the embedded
 *   wallet; `signMessage` is `personal_sign`; `switchNetwork` is `wallet_switchEthereumChain` (then
 *   `wallet_addEthereumChain` on 4902); `getCapabilities` is `wallet_getCapabilities`; `sendCalls` is EIP-5792.
 * - solana: connectors are Wallet Standard wallets and WalletConnect; `signMessage` is `solana:signMessage`
 *   (returns base58); `switchNetwork` only changes the cluster the adapter talks to; no capabilities.
 * - polkadot: connectors are injected extensions (`injectedWeb3`); `signMessage` is `signRaw` with
 *   `<Bytes>` wrapping; `switchNetwork` changes the API endpoint; `chainId` is the genesis-hash prefix.
 * - bip122: connectors are sats-connect / injected Bitcoin wallets; `signMessage` is BIP-322 (or BIP-137);
 *   `sendTransaction` is a payment of satoshis; `switchNetwork` selects mainnet/testnet/regtest.
 *
 * Errors: adapters throw core's typed errors (see `errors/`), mapping native codes
 * (4001 user rejected, 4100, 4200, 4900, 4901, unsupported chain) and keeping the original as `cause`.
 */
export interface ChainAdapter {
  readonly namespace: ChainNamespace
  /** Called once by `createAppKit` before anything else. */
  setup(context: AdapterContext): void | Promise<void>
  /** Connectors the adapter can offer now. */
  getConnectors(): readonly Connector[]
  /** Connect through a connector; resolves when the wallet approved. */
  connect(params: { connectorId: string; network?: Network }): Promise<AdapterConnection>
  /**
   * Restore a previous connection at start without prompting the user.
   * Resolves `undefined` when the wallet is no longer authorised.
   */
  reconnect(params: {
    connectorId: string
    network?: Network
  }): Promise<AdapterConnection | undefined>
  disconnect(): Promise<void>
  /** Subscribe to wallet events. */
  on<E extends AdapterEventName>(
    event: E,
    listener: (payload: AdapterEventMap[E]) => void,
  ): Unsubscribe
  /** Ask the wallet to move to `network` (adds the network first where the chain needs it). */
  switchNetwork(network: Network): Promise<void>
  signMessage(params: { message: string; address: string }): Promise<string>
  sendTransaction(params: SendTransactionParameters): Promise<string>
  estimateGas(params: SendTransactionParameters & { from: string }): Promise<bigint>
  getBalance(params: { address: string; network: Network }): Promise<BalanceResult>
  /** Wallet capabilities per chain (EIP-5792 shape on eip155; `{}` where the family has none). */
  getCapabilities(params: { address: string }): Promise<Record<string, unknown>>
  /** Raw request to the connected wallet (used by the RPC permission gate and `useAppKitProvider`). */
  request(request: RpcRequest): Promise<unknown>
  /** The underlying provider object (EIP-1193 on eip155) for the host app, or undefined when disconnected. */
  getProvider(): unknown
  /**
   * Checks an account address the wallet reported, in this adapter's namespace format (`false`
   * refuses the connection or event; `undefined` = format unknown, kept). Core checks eip155
   * addresses itself (EIP-55) when this is absent; adapters of other namespaces provide it, e.g.
   * `validateAddress: (address) => validateAccountAddress('solana', address)`, so an app only
   * bundles the address codecs of the namespaces it uses.
   */
  validateAddress?(address: string): boolean | undefined
  /**
   * Optional: reload the embedded-wallet (AUTH) connector, e.g. after the user leaves the Farcaster
   * view without connecting (SPEC §4: 100 ms later). Adapters without an AUTH connector omit it.
   */
  reloadAuthConnector?(): void | Promise<void>
}

/** Identity helper that keeps an adapter's literal type (like wagmi's `createConnector`). */
export function defineAdapter<const A extends ChainAdapter>(adapter: A): A {
  return adapter
}
