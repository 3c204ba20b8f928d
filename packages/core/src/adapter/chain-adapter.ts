import type { EmbeddedWalletActions } from '../embedded-wallet/index.js'
import type { Clock } from '../lifecycle/clock.js'
import type { KitStorage } from '../storage/kit-storage.js'
import type { AccountEntry, ConnectedUser, ConnectedWalletInfo } from '../types/account.js'
import type { ChainNamespace } from '../types/chain.js'
import type { Connector } from '../types/connector.js'
import type { Network } from '../types/network.js'
import type { SocialProvider } from '../types/ui.js'
import type { AdapterCapabilities } from './adapter-capabilities.js'

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
  /**
   * Reports a value from outside that the adapter refused (a malformed chain id, account or
   * capability from a wallet). Core logs it when `debug` is on; it never reaches state.
   */
  warn(message: string, details?: unknown): void
  /**
   * The kit's RPC endpoint for `network` on the data API (`/v1/?chainId=&projectId=`), present when
   * the app gave `apiUrl` and the endpoint serves the network's namespace. Adapters use it as the
   * default transport, after any RPC URLs the app gave them.
   */
  rpcEndpoint?(network: Network): string | undefined
  /**
   * One map per kit that all its adapter instances share, for what must exist once per kit across
   * namespaces, e.g. the WalletConnect client whose one session carries eip155 and solana accounts
   * (key `walletconnect`). Keys are conventions between adapters; core never reads the values.
   */
  shared?: Map<string, unknown>
  /**
   * The kit's embedded wallet (its frame loads on first use), present only when the app set
   * `createAppKit({ embeddedWallet })`: adapters offer an AUTH connector over it.
   */
  embeddedWallet?: EmbeddedWalletActions
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
  /** Networks the wallet approved (WalletConnect session namespaces); absent = every network. */
  approvedNetworks?: ApprovedNetworks
  /** CAIP-2 ids of the networks where the account is a smart account (`wallet_getCapabilities`). */
  smartAccountNetworks?: readonly string[]
  /**
   * The wallet session this connection belongs to, when one session can carry several namespaces
   * (a WalletConnect session topic): core disconnects every namespace on the same session together
   * (SPEC §4). Absent for wallets whose namespaces connect independently (injected extensions).
   */
  sessionTopic?: string
}

/** What a wallet approved: CAIP-2 ids, and whether it accepts any network (injected wallets do). */
export interface ApprovedNetworks {
  caipNetworkIds: readonly string[]
  supportsAllNetworks: boolean
}

export interface AdapterEventMap {
  /**
   * The wallet changed accounts. An empty list means the wallet disconnected. `entries` may give the
   * same accounts with their type and the wallet's name (polkadot account names, bip122
   * payment/ordinal): core then keeps those instead of the previous or default ones.
   */
  accountsChanged: { accounts: string[]; entries?: AccountEntry[] }
  /** The wallet moved to another network (possibly one that was not requested). */
  chainChanged: { chainId: number | string }
  /** The wallet ended the session. */
  disconnect: Record<string, never>
  /** A pairing URI to show as QR code or deep link (WalletConnect). */
  displayUri: { uri: string }
  /** The set of connectors changed (e.g. a late EIP-6963 announcement). */
  connectorsChanged: { connectors: readonly Connector[] }
  /** The wallet's approved networks or smart-account networks changed (session update, capabilities). */
  networksApproved: ApprovedNetworks & { smartAccountNetworks?: readonly string[] }
  /**
   * The app connected a wallet itself, outside the kit (its own wagmi hooks on the config it shares
   * with the adapter): core, while disconnected, takes the connection over through
   * `reconnect({ connectorId })`, so the kit and the app's hooks show the same connection.
   */
  connected: { connectorId: string }
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
 *   wallet; accounts are EOAs or smart accounts; `signMessage` is `personal_sign`; `switchNetwork` is
 *   `wallet_switchEthereumChain` (then `wallet_addEthereumChain` on 4902); `getCapabilities` is
 *   `wallet_getCapabilities`; `sendCalls` is EIP-5792; `getTokenDecimals` reads ERC-20 `decimals()`;
 *   it also reads the wallet's own balances (`WalletBalancesReader`).
 * - solana: connectors are Wallet Standard wallets (`standard:connect` + `solana:*` features) and
 *   WalletConnect; accounts are the wallet's Wallet Standard accounts (base58 public keys);
 *   `signMessage` is `solana:signMessage` (returns base58); its family type adds `signTransaction`
 *   (`solana:signTransaction`, through `solanaAdapterOf(kit)`);
 *   `sendTransaction` sends SOL or an SPL token; `switchNetwork` changes the cluster; no capabilities.
 * - polkadot: connectors are injected extensions (`injectedWeb3`), enabled one at a time; accounts are the
 *   extension's accounts (SS58); `signMessage` is the extension's `signRaw` with `<Bytes>` wrapping;
 *   `switchNetwork` changes the API endpoint; `chainId` is the genesis-hash prefix; it also reads the
 *   existential deposit (`ExistentialDepositReader`).
 * - bip122: connectors are sats-connect and Wallet Standard `bitcoin:` wallets; accounts are the payment
 *   and ordinals addresses (`AccountEntry.type` "payment" / "ordinal"); `signMessage` is BIP-322 (or
 *   BIP-137); `sendTransaction` is a payment of satoshis; its family type adds `signPsbt` (through
 *   `bitcoinAdapterOf(kit)`); `switchNetwork` selects
 *   mainnet/testnet/signet/regtest.
 *
 * Errors: adapters throw core's typed errors (see `errors/`), mapping native codes
 * (4001 user rejected, 4100, 4200, 4900, 4901, unsupported chain) and keeping the original as `cause`.
 */
export interface ChainAdapter {
  readonly namespace: ChainNamespace
  /** What the family can do (tokens, NFTs, names, fee model, …): core and the views read it. */
  readonly capabilities: AdapterCapabilities
  /**
   * Called once by `createAppKit` right after the instance is created, before the saved connection
   * is restored: asynchronous start-up (SDK config, wallet discovery). The context was given at creation.
   */
  setup(): void | Promise<void>
  /**
   * `setup()` downloads large code (an SDK, its connectors): with no saved connection of this
   * namespace to restore, the kit calls it at the visitor's first sign of interest (`kit.preload()`
   * on hover, focus or touch of a kit button, the modal's open, a connect) instead of at start,
   * so a visitor who never points at the kit never fetches it. Its connectors join then.
   */
  readonly setupOnInterest?: boolean
  /**
   * Releases everything the instance holds: window listeners, timers, sockets (WalletConnect),
   * SDK subscriptions. Called by `kit.destroy()`; the instance is not used afterwards.
   */
  destroy(): void | Promise<void>
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
   * The family's address codec: checks an address in this adapter's namespace format — one a wallet
   * reported (`false` refuses the connection or event; `undefined` = format unknown, kept) or one
   * typed as a receiver (only `true` sends). Each adapter brings its own and loads it with
   * import() (`lazyAddressCodec` and the loaders in `@portico/core/adapter-kit`) before it reads a
   * wallet's addresses, so an app bundles only its namespaces' codecs and its start-up carries no
   * checksum code; until the codec is in, the answer is `false`, never an unchecked `true`.
   */
  validateAddress(address: string): boolean | undefined
  /**
   * Optional: a receiver address the user typed, written the way the family writes addresses
   * (SPEC §5 input rules), or `undefined` when the text is no address; core then checks the result
   * with `validateAddress`. eip155: the `0x` prefix is optional and the result is checksummed
   * (`EvmAddress.from`), the checksum rule unchanged. Families whose typed form is already the
   * written one omit it.
   */
  normalizeAddressInput?(input: string): string | undefined
  /**
   * Optional: reload the embedded-wallet (AUTH) connector, e.g. after the user leaves the Farcaster
   * view without connecting (SPEC §4: 100 ms later). Adapters without an AUTH connector omit it.
   */
  reloadAuthConnector?(): void | Promise<void>
  /**
   * Optional: gets a connector ready before the user picks it, on the intent before the pick (the
   * modal opening, hover or focus of its row): downloads its code and opens what costs nothing to
   * open (WalletConnect: the client and its relay socket), so the pick shows a pairing URI as soon
   * as the relay hands one out. Never prompts a wallet. Adapters with nothing to prepare omit it.
   */
  prepareConnector?(connectorId: string): Promise<void>
  /**
   * Token decimals read from the chain (ERC-20 `decimals()`, SPL mint), never from the data API:
   * the send flow converts a typed amount with them. Families without tokens omit it.
   */
  getTokenDecimals?(params: { tokenAddress: string; network: Network }): Promise<number>
  /**
   * Make `address` (one of the connection's `accounts`) the account the adapter signs and sends
   * with: a polkadot extension's other account, bip122's ordinals account. Core calls it from
   * `kit.selectAccount` before the account becomes active; adapters with one account omit it.
   */
  selectAccount?(params: { address: string }): void | Promise<void>
  /**
   * The network fee of a send in the native coin's smallest unit (lamports, satoshis, planck), for
   * families without a gas price (solana `getFeeForMessage`, bip122 fee rate × size, polkadot
   * `paymentInfo`). eip155 uses `estimateGas` × `eth_gasPrice` instead. The Send view shows it in
   * the network's native currency.
   */
  estimateFee?(params: SendTransactionParameters & { from: string }): Promise<bigint>
}

/**
 * What an app passes in `createAppKit({ adapters })`: a definition, not an instance. Core calls
 * `create` once per kit, so one definition in two kits gives two independent instances, and
 * `kit.destroy()` calls the instance's `destroy()`.
 */
export interface AdapterDefinition<A extends ChainAdapter = ChainAdapter> {
  readonly namespace: A['namespace']
  create(context: AdapterContext): A
}

/**
 * Define an adapter as a factory bound per kit (like wagmi's `createConnector((config) => …)`).
 *
 * @example
 * export const myAdapter = (options: MyOptions) =>
 *   defineAdapter('solana', (context) => createMySolanaInstance(options, context))
 */
export function defineAdapter<A extends ChainAdapter>(
  namespace: A['namespace'],
  create: (context: AdapterContext) => A,
): AdapterDefinition<A> {
  return { namespace, create }
}
