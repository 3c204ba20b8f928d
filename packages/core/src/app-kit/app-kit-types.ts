import type {
  AdapterDefinition,
  ChainAdapter,
  RpcRequest,
  Unsubscribe,
} from '../adapter/chain-adapter.js'
import type { CustomWallet } from '../connection/custom-wallets.js'
import type { ExternalConnectState } from '../connection/external-connect-state.js'
import type { DataApi } from '../data/data-api.js'
import type { NameSuggestionsState } from '../data/name-suggestions-state.js'
import type {
  EmailFrameState,
  EmbeddedWalletActions,
  EmbeddedWalletOptions,
  FarcasterLoginState,
} from '../embedded-wallet/index.js'
import type { AlertCode } from '../errors/ui-texts.js'
import type { Clock } from '../lifecycle/clock.js'
import type { OpenParams, RouterState, ViewParamsArgs } from '../navigation/view-params.js'
import type { PairingFlowState } from '../state/pairing-flow.js'
import type { SignInState } from '../state/sign-in.js'
import type { WalletDirectoryState } from '../state/wallet-directory.js'
import type { KitStorage } from '../storage/kit-storage.js'
import type { AccountState, TokenBalance } from '../types/account.js'
import type {
  AccountType,
  CaipNetworkId,
  ChainNamespace,
  ConnectionStatus,
} from '../types/chain.js'
import type { Connector, RecentWallet } from '../types/connector.js'
import type { Network } from '../types/network.js'
import type { NftHolding } from '../types/nft.js'
import type { NetworkFeeEstimate, SendDraft, SendTokenDecimals } from '../types/send.js'
import type { SiwxConfig } from '../types/siwx.js'
import type { GroupedTransactions, Transaction } from '../types/transaction.js'
import type { Features, Metadata, ThemeMode, ThemeVariables, Toast, ViewName } from '../types/ui.js'

export interface AppKitOptions {
  /**
   * Adapter definitions (`evmAdapter({...})`, `solanaAdapter({...})`): core creates one instance of each
   * per kit and destroys it in `kit.destroy()`. At least one: an empty list throws
   * `AdapterRequiredError`.
   */
  adapters: readonly AdapterDefinition[]
  /** Requested networks; the first is the default active one. */
  networks: readonly [Network, ...Network[]]
  /**
   * Required (SPEC §5): names the app to the data API (its requests, the RPC endpoint, the embedded
   * wallet's frame). WalletConnect's project id is each adapter's `walletConnect.projectId`.
   */
  projectId: string
  /** The app's name, description, URL and icons, shown by wallets (WalletConnect) and in sign-in. */
  metadata?: Metadata
  /** The network active before anything is connected (default: the first of `networks`). */
  defaultNetwork?: Network
  /** Feature flags (SPEC §9: swaps, on-ramp, send, receive, email, socials, history, analytics). */
  features?: Partial<Features>
  /** `'dark'` (default) or `'light'`; `kit.setThemeMode` changes it at run time. */
  themeMode?: ThemeMode
  /** Theme tokens to override, e.g. `{ accent: '#ff0066' }` (`--portico-*` custom properties). */
  themeVariables?: ThemeVariables
  /**
   * The language of the modal's texts, amounts and dates (BCP 47, e.g. `'fr'`, `'pt-BR'`).
   * Default: the browser's `navigator.languages` best match among the UI's shipped locales,
   * else English. Change it at run time with `kit.setLocale`.
   */
  locale?: string
  /** Default account type per namespace (SPEC §6). */
  defaultAccountTypes?: Partial<
    Record<ChainNamespace, 'smartAccount' | 'eoa' | 'payment' | 'ordinal'>
  >
  /** Allow switching to networks outside `networks`; UnsupportedChain is shown otherwise. */
  allowUnsupportedChain?: boolean
  /**
   * Network switching (default `true`): with it on, a wallet on a network the app did not request
   * opens UnsupportedChain (SPEC §2) to switch back.
   */
  enableNetworkSwitch?: boolean
  /** Wallet directory ids listed first on Connect, in this order. */
  featuredWalletIds?: string[]
  /** When set, only these wallet directory ids are listed. */
  includeWalletIds?: string[]
  /** Wallet directory ids never listed. */
  excludeWalletIds?: string[]
  /**
   * Wallets the app adds to the list, shown after the featured ones (SPEC §2 connector order's
   * `custom` group). Checked in `createAppKit`: a malformed entry or an unsafe link or image throws
   * `InvalidCustomWalletError`.
   */
  customWallets?: readonly CustomWallet[]
  /** Base URLs of the data API and wallet directory (defaults to apps/api on localhost in the lab). */
  apiUrl?: string
  /**
   * Sent as the `clientId` query parameter of every request to `apiUrl` (SPEC §7: "The clientId is
   * appended if set"). Unset by default: an identifier of this browser sent with every data call is
   * the app's choice to make, not the kit's.
   */
  clientId?: string
  /**
   * Where the kit keeps its state between visits: `createLocalStorage()` by default (memory in
   * Node), `createCookieStorage(...)` for server rendering, `createMemoryStorage()` in tests.
   */
  storage?: KitStorage
  /** The clock of every time rule (cooldowns, pairing lifetime, debounces); tests inject a fake. */
  clock?: Clock
  /** A data API of the app's own (any `DataApi`), instead of the client over `apiUrl`. */
  api?: DataApi
  /** Mutually exclusive with `siwx` (SPEC §5). */
  siweConfig?: unknown
  /**
   * Sign-in (SPEC §4): `createServerSiwx({ url })` or `createLocalSiwx()` from `@portico/siwx`.
   * A value that is not such a config throws `InvalidSiwxConfigError` in `createAppKit`.
   */
  siwx?: SiwxConfig | undefined
  /** Report refused wallet values and other warnings on the console. */
  debug?: boolean
  /**
   * User agent used for device rules (a phone's deep-link choice, pairing reuse in in-messenger
   * browsers and iOS Safari). Defaults to `navigator.userAgent` when present, else `''`.
   */
  userAgent?: string
  /** Embedded (inline) modal: closing goes to Account if connected, else Connect (SPEC §2). */
  enableEmbedded?: boolean
  /**
   * Networks where swaps are offered (default: the 12 swap networks of SPEC §9, `swapNetworkIds`).
   * A self-hosted data API with pools of its own (the lab's devnet) adds its networks here.
   */
  swapNetworks?: readonly CaipNetworkId[]
  /**
   * Analytics consent. With `features.analytics` on (default off), events go to the analytics
   * host (`/e`) only while the user has consented: `consent` is the answer the app already has
   * (default `false`), `kit.setAnalyticsConsent` changes it. Events emitted without consent are
   * dropped, never queued: consenting later does not reveal what happened before.
   */
  analytics?: { consent?: boolean }
  /**
   * The embedded wallet (SPEC §7): where its frame is hosted, on an origin of its own
   * (apps/wallet-frame). Loaded only when the user picks email, never at page load.
   */
  embeddedWallet?: EmbeddedWalletOptions
}

export interface ModalState {
  open: boolean
  loading: boolean
  shake: boolean
}

export type { RouterState }

export interface NetworkState {
  caipNetwork: Network | undefined
  requestedCaipNetworks: Network[]
  approvedCaipNetworkIds: CaipNetworkId[]
  supportsAllNetworks: boolean
  smartAccountEnabledNetworks: number[]
  /** Set when the wallet is on a network that was not requested (SPEC §4). */
  unsupported: boolean
}

export interface TransactionsState {
  transactions: Transaction[]
  grouped: GroupedTransactions
  next: string | null | undefined
  loading: boolean
  empty: boolean
  /**
   * The list may not match the account's history (never fetched, account or network changed,
   * or a send succeeded since): the Activity view fetches the first page again when shown.
   */
  stale: boolean
  /** The last fetch failed ("Failed to fetch transactions"). */
  error: boolean
}

export interface TokenBalancesState {
  loading: boolean
  lastRetry: number | undefined
  error: boolean
  /**
   * False when the data API does not serve the active chain: the account's token list then holds
   * only the native balance read from the chain's node, whose price (and USD value) is unknown.
   */
  served: boolean
}

export interface PairingState {
  uri: string
  expiresAt: number
}

/** An immutable view of an instance's state; a new object whenever anything changes. */
export interface AppKitSnapshot {
  activeNamespace: ChainNamespace | undefined
  activeNetwork: Network | undefined
  accounts: Partial<Record<ChainNamespace, AccountState>>
  networks: Partial<Record<ChainNamespace, NetworkState>>
  connection: Partial<Record<ChainNamespace, ConnectionStatus>>
  connectors: readonly Connector[]
  recentWallets: readonly RecentWallet[]
  modal: ModalState
  router: RouterState
  toast: Toast | undefined
  sendDraft: SendDraft
  transactions: TransactionsState
  tokenBalances: TokenBalancesState
  pairing: PairingState | undefined
  /** The WalletConnect pairing flow a pairing view shows (SPEC §4 "Pairing"). */
  pairingFlow: PairingFlowState
  /** The external-connect flow a ConnectingExternal view shows (SPEC §4 connecting a wallet). */
  externalConnect: ExternalConnectState
  /** The name service's suggestions for the label typed in RegisterAccountName (SPEC §4). */
  nameSuggestions: NameSuggestionsState
  /** The Farcaster sign-in a ConnectingFarcaster view shows (SPEC §4 Farcaster view). */
  farcasterLogin: FarcasterLoginState
  /** The email login or update an email view waits on, taken in the frame's card (SPEC §4). */
  emailFrame: EmailFrameState
  /** SPEC §2/§4 sign-in: required, whether a session exists, and the flow's status. */
  signIn: SignInState
  features: Features
  themeMode: ThemeMode
  themeVariables: ThemeVariables
  /** The locale asked for (option or `setLocale`, canonical BCP 47); undefined: the browser's. */
  locale: string | undefined
  /** Pending unsafe requests awaiting approval (ApproveTransaction). */
  transactionStack: readonly { id: string; method: string }[]
  /** "Action not allowed", set 300 ms after a refused RPC request (SPEC §8); cleared on close. */
  actionNotAllowed: string | undefined
  /** An alert of SPEC §8 (e.g. "Invalid App Configuration"), until dismissed. */
  alert: AppKitAlert | undefined
  /** The wallet directory: pages, featured and recommended wallets, search (SPEC §5). */
  walletDirectory: WalletDirectoryState
}

/** SPEC §8 alert: a short title and a longer explanation (plain text). */
export interface AppKitAlert {
  shortMessage: string
  longMessage: string
  /** Which of the spec's alerts this is (`AlertText` key): a UI shows it in its own language. */
  code?: AlertCode
}

/** The modal's headline state (`getState` / `watchState`). */
export interface AppKitPublicState {
  open: boolean
  loading: boolean
  activeNamespace: ChainNamespace | undefined
  selectedNetworkId: CaipNetworkId | undefined
}

export type AppKitEventName =
  | 'MODAL_CREATED'
  | 'MODAL_OPEN'
  | 'MODAL_CLOSE'
  | 'CONNECT_SUCCESS'
  | 'CONNECT_ERROR'
  | 'DISCONNECT_SUCCESS'
  | 'DISCONNECT_ERROR'
  | 'SWITCH_NETWORK'
  | 'SEND_INITIATED'
  | 'SEND_SUCCESS'
  | 'SEND_ERROR'
  | 'SIWX_AUTH_SUCCESS'
  | 'SIWX_AUTH_ERROR'
  | 'SELECT_WALLET'
  | 'ERROR'

export interface AppKitEvent {
  timestamp: number
  data: { type: 'track' | 'error'; event: AppKitEventName; properties?: Record<string, unknown> }
}

/** The headless instance returned by core's `createAppKit`. */
export interface AppKit {
  readonly options: Readonly<AppKitOptions>
  readonly api: DataApi
  readonly clock: Clock
  /** Resolves once a saved connection has been restored (or found absent). */
  readonly ready: Promise<void>

  /** The current immutable snapshot (same object until state changes; for `useSyncExternalStore`). */
  getSnapshot(): AppKitSnapshot
  /** Called after each state change (synchronous actions batch theirs); returns the unsubscribe function. */
  subscribe(listener: () => void): Unsubscribe

  /**
   * Open the modal at `view` with its data (`ViewParams`), else the SPEC §2 start view; emits
   * MODAL_OPEN. `namespace`: the family to show, for the views whose data carries one. Data that
   * is not the view's throws InvalidViewParamsError.
   */
  open<V extends ViewName = ViewName>(params?: OpenParams<V>): void
  /** Close the modal (embedded mode: back to Account or Connect); emits MODAL_CLOSE. */
  close(): void
  /** Raise the shake flag for 500 ms (SPEC §9). */
  shake(): void
  /** The modal's loading flag (SPEC §4 "open, close and loading flags"). */
  setLoading(loading: boolean): void

  /**
   * Router: show `view` with its data (`ViewParams[view]`: required, optional or none, checked
   * by the compiler and parsed here; data that is not the view's throws InvalidViewParamsError).
   */
  push<V extends ViewName>(view: V, ...params: ViewParamsArgs<V>): void
  replace<V extends ViewName>(view: V, ...params: ViewParamsArgs<V>): void
  goBack(): void

  /**
   * Connect through `connectorId` of the namespace's adapter (default: the active namespace). Stores
   * the connector id and recent wallet, sets the default account type, then syncs balance and name.
   */
  connect(params: {
    connectorId: string
    namespace?: ChainNamespace
    network?: Network
  }): Promise<void>
  /**
   * Make another account of the namespace's connection active (polkadot extension accounts, the
   * bip122 ordinals account): the adapter signs and sends with it; the choice survives a reload.
   * Throws "Invalid address" for an address the wallet did not expose.
   */
  selectAccount(params: { address: string; namespace?: ChainNamespace }): Promise<void>
  /** SPEC §4 disconnect: all namespaces, or one plus those on the same WalletConnect/auth session. */
  disconnect(params?: { namespace?: ChainNamespace }): Promise<void>
  /** SPEC §4: switch the active network (by object or CAIP-2 id); resets the send draft. */
  switchNetwork(network: Network | CaipNetworkId): Promise<void>
  /** Remove a requested network; refuses the last one of a namespace. */
  removeNetwork(network: Network | CaipNetworkId): void
  /** The adapter of `namespace` (default: the active one, else the app's first). */
  getAdapter(namespace?: ChainNamespace): ChainAdapter | undefined

  /** Sign with the active account; rejections toast "Signature declined" (SPEC §8). */
  signMessage(message: string): Promise<string>
  /**
   * SPEC §4 sign-in of the active account: the `siwx` config writes the message, the wallet signs
   * it (ConnectingSiwe meanwhile), the config records the session (the server verifies it). On
   * failure the kit disconnects, resets to Connect, toasts (SPEC §8) and rethrows. Throws
   * "SIWX is not enabled" without `siwx`, "No ActiveCaipAddress found" when nothing is connected.
   */
  signIn(): Promise<void>
  /** SPEC §2 Cancel on the sign views: disconnects when sign-in is required, else closes. */
  cancelSignIn(): Promise<void>
  /**
   * SPEC §6: the user's preferred account type for `namespace` (default: the active one). For
   * the embedded wallet's eip155 account it switches between the smart account and the EOA
   * (resolves once the frame answered; the connected address then changes).
   */
  setPreferredAccountType(type: AccountType, namespace?: ChainNamespace): Promise<void>
  /**
   * SPEC §4 name registration for the active eip155 account: pushes RegisterAccountNameSuccess,
   * signs the registration message, registers it; on success sets the profile name, on failure
   * returns to RegisterAccountName and throws "Error registering name {name}".
   */
  registerName(name: string): Promise<void>
  /**
   * For RegisterAccountName's field: once typing pauses (SPEC §9 debounce, on the kit's clock) asks
   * the name service for names like `text` and whether it is taken; text the registration rule
   * refuses asks nothing, a newer text drops the older answer, leaving the view ends the flow.
   * State: `nameSuggestions` (`error` holds "Error fetching name suggestions").
   */
  suggestNames(text: string): Promise<void>
  /** The Farcaster sign-in URL shown by ConnectingFarcaster (cleared by Back without an address). */
  setFarcasterUrl(url: string | undefined, namespace?: ChainNamespace): void
  /** The Account view's tab (SPEC §2: 0 Tokens, 1 NFTs, 2 Activity) of the active account. */
  setAccountTab(tab: number): void
  /** A raw RPC request through the permission gate (SPEC §6 RPC permission classes). */
  request(request: RpcRequest, namespace?: ChainNamespace): Promise<unknown>

  /**
   * SPEC §4 token balances of the active account (30 s retry block after a failure; `retry`, the
   * user's Try again, runs at once; `force` skips the portfolio cache).
   */
  fetchTokenBalances(params?: { force?: boolean; retry?: boolean }): Promise<TokenBalance[]>
  /** Next history page of the active account (`reset` starts over); SPEC §4/§5 filtering. */
  fetchTransactions(params?: { reset?: boolean }): Promise<void>
  /**
   * The NFTs the active account holds now on the active network (one received and later sent
   * away is not listed), spam hidden; empty off eip155. `force` skips the 30 s cache.
   */
  fetchNfts(params?: { force?: boolean }): Promise<NftHolding[]>
  /** Merge `patch` into the send draft. */
  setSendDraft(patch: Partial<SendDraft>): void
  /**
   * SPEC §4 send flow from the draft; resolves the hash, or `undefined` after a failure toast.
   * Converts the amount with the token's decimals read on chain; throws
   * `TokenDecimalsMismatchError` (nothing sent) when the data API's decimals differ.
   */
  sendToken(): Promise<string | undefined>
  // The Send view's flow is the kit's, started when the view is shown: while it shows, core keeps
  // `sendDraft` ready (SPEC §4 send flow): the account's token balances asked for when it has none,
  // the native coin (else the first token) chosen when none is, the token's decimals read when it
  // or the network changes, the fee estimated again when the token, its decimals, the receiver or
  // the balances change, and a typed receiver the draft no longer holds resolved again.
  /** Read the draft token's decimals on chain into `sendDraft.tokenDecimals`. */
  loadSendTokenDecimals(): Promise<SendTokenDecimals>
  /** Estimate the draft's network fee through the active adapter into `sendDraft.networkFee`. */
  estimateSendFee(): Promise<NetworkFeeEstimate>
  /** The receiver text: an address at once, or a name resolved after the debounce (`sendDraft.receiver`). */
  setSendReceiver(text: string): Promise<void>
  /** Load the next wallet directory page (40, SPEC §5) into `walletDirectory`. */
  fetchWallets(): Promise<void>
  /** Load the featured and recommended wallets (4 each, SPEC §5) once. */
  fetchFeaturedWallets(): Promise<void>
  /** Filter the loaded wallets by `query` now; ask the directory (100) once typing pauses. */
  searchWallets(query: string): Promise<void>

  /** Show a toast (one at a time; a replacement shows 150 ms after the open one closes). */
  showToast(toast: Toast): void
  dismissToast(): void
  /** Show an alert (SPEC §8); the same alert is shown once per instance. */
  showAlert(alert: AppKitAlert): void
  dismissAlert(): void

  /** Light or dark (default dark, SPEC §2). */
  setThemeMode(mode: ThemeMode): void
  /**
   * Show the modal in `locale` (BCP 47; `undefined` goes back to the browser's languages). The
   * UI picks the best of its shipped locales and re-renders an open modal.
   *
   * @example
   * kit.setLocale('de')
   */
  setLocale(locale: string | undefined): void
  /** Merge theme variables (CSS custom properties). */
  setThemeVariables(variables: ThemeVariables): void

  /** Instance events (MODAL_OPEN, CONNECT_SUCCESS, SEND_ERROR, …); returns the unsubscribe function. */
  watchEvents(listener: (event: AppKitEvent) => void): Unsubscribe
  /**
   * Records the user's analytics answer: `true` lets events go to `/e` (when `features.analytics`
   * is on), `false` stops sending at once, including events not yet sent.
   *
   * @example
   * consentBanner.onAccept(() => kit.setAnalyticsConsent(true))
   */
  setAnalyticsConsent(consent: boolean): void
  /** The user's current analytics answer (`options.analytics.consent`, default `false`). */
  getAnalyticsConsent(): boolean

  /** Account state of `namespace` (default: the active one). */
  getAccount(namespace?: ChainNamespace): AccountState | undefined
  /** Calls `onChange` when that account state changes. */
  watchAccount(
    onChange: (account: AccountState | undefined, previous: AccountState | undefined) => void,
    namespace?: ChainNamespace,
  ): Unsubscribe
  /** The active network. */
  getNetwork(): Network | undefined
  watchNetwork(
    onChange: (network: Network | undefined, previous: Network | undefined) => void,
  ): Unsubscribe
  getState(): AppKitPublicState
  watchState(onChange: (state: AppKitPublicState, previous: AppKitPublicState) => void): Unsubscribe
  getConnectionStatus(namespace?: ChainNamespace): ConnectionStatus
  /** Email login throttle (SPEC §5): throws `EmailCooldownError` within 30 s of the last one, else records now. */
  beginEmailLogin(): void
  /** Email login and email update through the wallet frame (SPEC §4), loaded on first use. */
  readonly embeddedWallet: EmbeddedWalletActions
  /** SPEC §4: the unexpired pairing to reuse in an in-messenger browser or iOS Safari, else undefined. */
  getReusablePairing(): PairingState | undefined
  /**
   * SPEC §4 pairing lifecycle of the WalletConnect views, which the kit starts when one is shown:
   * reuse (in-messenger browsers, iOS Safari) or a new pairing, refreshed before it expires, the
   * modal closed once connected; the flow ends when the modal leaves the pairing views. State:
   * `pairing` and `pairingFlow`. After a failed pairing request, this asks the wallet again.
   */
  retryPairing(): Promise<void>
  /**
   * The ConnectingExternal view's flow, which the kit starts when the view is shown: its wallet
   * asked to connect, each family the route data names in turn, the modal closed if it still
   * shows the view; leaving the view ends the flow. State: `externalConnect` (declined for a
   * rejection, failed for any other error). After a decline or a failure, this asks again,
   * skipping the families already connected.
   */
  retryExternalConnect(): Promise<void>
  /**
   * ConnectingFarcaster's flow (SPEC §4), which the kit starts when the view is shown: the frame's
   * Sign In With Farcaster link, kept as the account's `farcasterUrl`, then the wait while the user
   * approves in their Farcaster app; leaving the view withdraws the wait. State: `farcasterLogin`.
   * After a failed sign-in, this asks for a new link on a new relay channel.
   */
  retryFarcasterLogin(): Promise<void>
  /** Continue after the Farcaster sign-in: closes the modal if it still shows the view. */
  finishFarcasterLogin(): Promise<void>
  /**
   * The email views' flow (SPEC §4), which the kit starts when one is shown: the login or the
   * address update in the wallet frame's own card. Logged in, the modal closes; updated, back to
   * Account; Cancel in the card goes back; leaving the view withdraws the card. State:
   * `emailFrame`. After a failed step, this shows the frame's card again.
   */
  retryEmailFrame(): Promise<void>
  /**
   * Gets a connector ready ahead of its pick, on the intent before it (the modal opening, hover or
   * focus of its row): its adapter downloads its code and opens what it can (WalletConnect: the
   * client and its relay socket), and the pairing flow's code comes too. Never prompts a wallet,
   * never rejects (a failure leaves the pick to do the work).
   */
  prepareConnector(params: { connectorId: string; namespace?: ChainNamespace }): Promise<void>
  /**
   * Downloads the code of the modal's flows (balances, history, pairing, wallet directory, send,
   * names, NFTs) and the data API client now. Each also loads on first use; ui-react calls this with
   * its idle / hover preload.
   */
  preload(): Promise<void>
  /** The instance's storage (adapters and siwx keep their items there). */
  readonly storage: KitStorage
  /** Dispose listeners and timers; the instance is unusable afterwards. */
  /**
   * Stops the instance: timers, subscriptions and every adapter instance (`destroy()`), which releases
   * its listeners, sockets and SDK subscriptions. Resolves when the adapters are released.
   */
  destroy(): Promise<void>
}
