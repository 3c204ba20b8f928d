import type { AdapterDefinition } from '../adapter/chain-adapter.js'
import type { AppKitConnection } from '../connection/app-kit-connection.js'
import type { CustomWallet } from '../connection/custom-wallets.js'
import type { ExternalConnectState } from '../connection/external-connect-state.js'
import type { AppKitData } from '../data/app-kit-data.js'
import type { DataApi } from '../data/data-api.js'
import type { NameSuggestionsState } from '../data/name-suggestions-state.js'
import type { AppKitEmbeddedWallet, EmbeddedWalletOptions } from '../embedded-wallet/index.js'
import type { AlertCode } from '../errors/ui-texts.js'
import type { AppKitLifecycle } from '../lifecycle/app-kit-lifecycle.js'
import type { Clock } from '../lifecycle/clock.js'
import type { AppKitNavigation } from '../navigation/app-kit-navigation.js'
import type { RouterState } from '../navigation/view-params.js'
import type { AppKitNetworks } from '../networks/app-kit-networks.js'
import type { AppKitSend } from '../send/app-kit-send.js'
import type { AppKitSignIn } from '../sign-in/app-kit-sign-in.js'
import type { EmailFrameState } from '../state/email-frame-state.js'
import type { FarcasterLoginState } from '../state/farcaster-login-state.js'
import type { PairingFlowState } from '../state/pairing-flow.js'
import type { SignInState } from '../state/sign-in.js'
import type { WalletDirectoryState } from '../state/wallet-directory.js'
import type { KitStorage } from '../storage/kit-storage.js'
import type { AccountState } from '../types/account.js'
import type { CaipNetworkId, ChainNamespace, ConnectionStatus } from '../types/chain.js'
import type { Connector, RecentWallet } from '../types/connector.js'
import type { Network } from '../types/network.js'
import type { SendDraft } from '../types/send.js'
import type { SiwxConfig } from '../types/siwx.js'
import type { GroupedTransactions, Transaction } from '../types/transaction.js'
import type { Features, Metadata, ThemeMode, ThemeVariables, Toast } from '../types/ui.js'

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
  /**
   * The adapters' connectors. An adapter whose setup waits for the visitor's interest
   * (`setupOnInterest`, e.g. the EVM adapter with nothing to restore) adds its own at
   * `kit.preload()`, the open or a connect.
   */
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
export interface AppKit
  extends AppKitLifecycle,
    AppKitNavigation,
    AppKitConnection,
    AppKitNetworks,
    AppKitSignIn,
    AppKitData,
    AppKitSend,
    AppKitEmbeddedWallet {}
