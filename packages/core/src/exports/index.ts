// contract types

// The one URL check and display sanitiser for data from outside (they live in the leaf package so
// every package reaches them; ui-react and adapters take them from here).
export {
  checkExternalUrl,
  DATA_IMAGE_TYPES,
  type ExternalUrlRule,
  MAX_DISPLAY_GRAPHEMES,
  MAX_EXTERNAL_URL_LENGTH,
  safeImageUrl,
  safeLinkUrl,
  sanitizeDisplayText,
} from '@portico/api-client'
export {
  type AdapterConnection,
  type AdapterContext,
  type AdapterDefinition,
  type AdapterEventMap,
  type AdapterEventName,
  type ApprovedNetworks,
  type BalanceResult,
  type ChainAdapter,
  defineAdapter,
  type RpcRequest,
  type SendTransactionParameters,
  type Unsubscribe,
} from '../adapter/chain-adapter.js'
export type {
  AppKit,
  AppKitAlert,
  AppKitEvent,
  AppKitEventName,
  AppKitOptions,
  AppKitPublicState,
  AppKitSnapshot,
  ModalState,
  NetworkState,
  PairingState,
  RouterState,
  TokenBalancesState,
  TransactionsState,
} from '../app-kit/app-kit-types.js'
export { type Clock, systemClock } from '../app-kit/clock.js'
// app-kit (headless instance)
export { createAppKit } from '../app-kit/create-app-kit.js'
export type { AnalyticsEvent, DataApi } from '../app-kit/data-api.js'
export { FARCASTER_RELOAD_DELAY_MS, isMobileUserAgent } from '../app-kit/modal-actions.js'
export { DataApiMissingError } from '../app-kit/no-data-api.js'
export {
  type AmountProblem,
  amountProblem,
  formatUnits,
  MAX_TOKEN_DECIMALS,
  type ParsedAmount,
  parseAmount,
  truncateAmount,
} from '../app-kit/parse-units.js'
export {
  type RegistrationMessageFields,
  registrationMessage,
} from '../app-kit/registration-message.js'
export { ACTION_NOT_ALLOWED_DELAY_MS } from '../app-kit/rpc-gate.js'
export { validateAccountAddress } from '../caip/account-address.js'
export * as BitcoinAddress from '../caip/bitcoin-address.js'
export * as Caip2 from '../caip/caip2.js'
export * as Caip10 from '../caip/caip10.js'
export { chainIdToCoinType, coinTypeToChainId, isEvmCoinType } from '../caip/coin-type.js'
export * as EvmAddress from '../caip/evm-address.js'
export { chainNamespaces, isChainNamespace, type NamespaceScope } from '../caip/namespaces.js'
export * as PolkadotAddress from '../caip/polkadot-address.js'
export * as SolanaAddress from '../caip/solana-address.js'
export {
  AdapterForNamespaceMissingError,
  AdapterNotFoundError,
  AdapterOrConnectorNotFoundError,
  CaipNetworkOrAddressUndefinedError,
  CaipNetworkUndefinedError,
  ChainNotSupportedError,
  EmailLoginDependencyError,
  EmbeddedFrameError,
  FrameTimeoutError,
  NetworkWithIdNotFoundError,
  RequestAbortedError,
  ValidationError,
} from '../errors/adapter-errors.js'
export {
  AddressOrAuthConnectorNotFoundError,
  DisconnectFailedError,
  EmailCooldownError,
  GasPriceNetworkNotSupportedError,
  InvalidSendInputError,
  LastNetworkRemovalError,
  NetworkNotFoundError,
  NoActiveCaipAddressError,
  NoActiveCaipNetworkOrClientError,
  NoConnectionClientError,
  ProjectIdRequiredError,
  SiweAndSiwxConflictError,
  SiwxNotEnabledError,
  SwapsNetworkNotSupportedError,
  TransactionsAccountRequiredError,
  UnsupportedChainError,
} from '../errors/app-kit-errors.js'
export { BaseError, type BaseErrorParameters } from '../errors/base-error.js'
export {
  InvalidAddressError,
  InvalidCaip2NetworkIdError,
  InvalidCaip10AddressError,
  InvalidCaipAddressError,
  InvalidChainIdError,
} from '../errors/caip-errors.js'
export {
  HttpRequestError,
  RpcMethodNotAllowedError,
  TransportUrlRequiredError,
} from '../errors/http-errors.js'
export {
  NameSuggestionsError,
  NamesForAddressError,
  RegisterNameError,
  ResolveNameError,
} from '../errors/name-errors.js'
export {
  ChainDisconnectedError,
  DisconnectedError,
  normalizeProviderError,
  ProviderRpcError,
  type ProviderRpcErrorParameters,
  UnauthorizedError,
  UnknownProviderError,
  UnrecognizedChainError,
  UnsupportedMethodError,
  UserRejectedRequestError,
} from '../errors/provider-errors.js'
export {
  TokenDecimalsMismatchError,
  TokenDecimalsUnavailableError,
} from '../errors/send-errors.js'
export { AlertText, ToastText, UiText } from '../errors/ui-texts.js'
// navigation rules
export {
  cancelAction,
  embeddedCloseView,
  isCloseDisabled,
  SIGN_VIEWS,
} from '../navigation/close-rules.js'
export { backClosesModal } from '../navigation/router.js'
export { chooseStartView } from '../navigation/start-view.js'
export { isRequestedNetwork, shouldOpenUnsupportedChain } from '../navigation/unsupported-chain.js'
export { bitcoin, bitcoinTestnet } from '../networks/bitcoin-networks.js'
export { defineNetwork, type NetworkParameters } from '../networks/define-network.js'
export {
  arbitrum,
  arbitrumSepolia,
  aurora,
  auroraTestnet,
  avalanche,
  avalancheFuji,
  base,
  baseSepolia,
  bsc,
  bscTestnet,
  celo,
  celoAlfajores,
  fantom,
  gnosis,
  gnosisChiado,
  holesky,
  hoodi,
  kaia,
  mainnet,
  optimism,
  optimismSepolia,
  polygon,
  polygonAmoy,
  sepolia,
  zksync,
  zksyncSepolia,
  zora,
  zoraSepolia,
} from '../networks/evm-networks.js'
export {
  cardPayChains,
  defaultNetworkId,
  isRestrictedTimeZone,
  restrictedTimeZones,
  swapNetworkIds,
} from '../networks/network-constants.js'
export { kusama, polkadot, westend } from '../networks/polkadot-networks.js'
export { solana, solanaDevnet, solanaTestnet } from '../networks/solana-networks.js'
export {
  accountTypesByNamespace,
  defaultAccountType,
  defaultAccountTypes,
  type PreferredAccountTypeParameters,
  preferredAccountTypeToSet,
  resolvePreferredAccountType,
} from '../rules/account-type.js'
export { alertForError, analyticsForbiddenAlert } from '../rules/alert-rules.js'
export { isNetworkSupported } from '../rules/chain-support.js'
export {
  type ConnectMethod,
  type ConnectorGroup,
  type ConnectorOrderParameters,
  connectMethodOrder,
  connectorGroup,
  connectorGroupOrder,
  isInstalledWalletConnector,
  sortConnectors,
} from '../rules/connect-order.js'
export { formatDeepLinkUrl } from '../rules/deep-link.js'
export { AMOUNT_DECIMALS, formatAmount, formatUsd, USD_DECIMALS } from '../rules/format-amount.js'
export { hasInsufficientGas, type InsufficientGasParameters } from '../rules/insufficient-gas.js'
export { formatMonthTitle } from '../rules/month-title.js'
export {
  cleanConnector,
  cleanIdentity,
  cleanWalletInfo,
  dataApiOriginOf,
} from '../rules/outside-data.js'
export {
  assertHexPrefixedCallTargets,
  assertRpcMethodAllowed,
  classifyRpcMethod,
  hasHexPrefixedCallTargets,
  notSafeRpcMethods,
  type RpcMethodClass,
  safeRpcMethods,
} from '../rules/rpc-permissions.js'
export {
  defaultSocialProviders,
  detectPlatform,
  embeddedWalletSocialProviders,
  filterEmbeddedWalletSocialProviders,
  filterSocialProviders,
  inMessengerBrowserRemovals,
  type Platform,
} from '../rules/social-providers.js'
export { isValidEmail, isValidNameToRegister, MIN_NAME_LENGTH } from '../rules/text-rules.js'
export { DEBOUNCE_DEFAULT_MS, IMAGE_PRELOAD_GIVE_UP_MS } from '../rules/timing-constants.js'
export {
  ADDRESS_LEADING_CHARS,
  ADDRESS_TRAILING_CHARS,
  truncateAddress,
} from '../rules/truncate-address.js'
export {
  FEATURED_WALLETS_COUNT,
  RECOMMENDED_WALLETS_COUNT,
  WALLET_LIST_PAGE_SIZE,
  WALLET_SEARCH_PAGE_SIZE,
} from '../rules/wallet-listing.js'
// state rules
export { emptyAccountState } from '../state/account-state.js'
export {
  EMAIL_COOLDOWN_MS,
  emailCooldownMessage,
  emailCooldownSeconds,
} from '../state/email-cooldown.js'
export { defaultFeatures } from '../state/features.js'
export {
  createPairing,
  isInMessengerBrowser,
  isIosSafari,
  isPairingExpired,
  PAIRING_EXPIRY_MARGIN_MS,
  PAIRING_LIFETIME_MS,
  shouldReusePairing,
} from '../state/pairing.js'
export type { PairingFlowState } from '../state/pairing-flow.js'
export { emptySendDraft } from '../state/send-draft.js'
export type { SignInState, SignInStatus } from '../state/sign-in.js'
export { SHAKE_DURATION_MS } from '../state/timer-flag.js'
export {
  TOAST_AUTO_CLOSE_MS,
  TOAST_SWAP_DELAY_MS,
  toastAutoCloses,
} from '../state/toast-queue.js'
export { BALANCE_RETRY_BLOCK_MS } from '../state/token-balances.js'
export {
  filterTransactions,
  groupTransactions,
  isSpamOnlyTransaction,
} from '../state/transactions.js'
export { shownWallets, type WalletDirectoryState } from '../state/wallet-directory.js'
export {
  COOKIE_STATUS_KEYS,
  type CookieStorageOptions,
  createCookieStorage,
  isCookieStatusKey,
  MAX_COOKIE_PAIR_BYTES,
} from '../storage/cookie-storage.js'
export type { KitStorage } from '../storage/kit-storage.js'
export { createKitStore, type KitStore, type KitStoreOptions } from '../storage/kit-store.js'
export { createLocalStorage } from '../storage/local-storage.js'
export { createMemoryStorage } from '../storage/memory-storage.js'
export {
  consoleStorageLogger,
  defineStorageItem,
  readStorageItem,
  type StorageItem,
  type StorageLogger,
  writeStorageItem,
} from '../storage/storage-item.js'
export {
  BALANCE_CACHE_MS,
  type CacheEntry,
  type DeepLinkChoice,
  type Identity,
  type JsonValue,
  MAX_RECENT_WALLETS,
  NAME_CACHE_MS,
  type NativeBalance,
  storageItems,
} from '../storage/storage-items.js'
export type {
  AccountEntry,
  AccountState,
  ConnectedUser,
  ConnectedWalletInfo,
  TokenBalance,
} from '../types/account.js'
export type {
  AccountType,
  CaipAddress,
  CaipNetworkId,
  ChainNamespace,
  ConnectionStatus,
} from '../types/chain.js'
export type {
  Connector,
  ConnectorType,
  RecentWallet,
  WalletListingEntry,
} from '../types/connector.js'
export type { NativeCurrency, Network } from '../types/network.js'
export type { NftHolding } from '../types/nft.js'
export type {
  NetworkFeeEstimate,
  SendDraft,
  SendReceiverState,
  SendTokenDecimals,
} from '../types/send.js'
export type {
  GroupedTransactions,
  Transaction,
  TransactionTransfer,
} from '../types/transaction.js'
export type {
  Features,
  Metadata,
  RouterEntry,
  SocialProvider,
  ThemeMode,
  ThemeVariables,
  Toast,
  ViewName,
} from '../types/ui.js'
