// The public surface of @portico/core: what an app or an adapter author needs. Helpers that only
// our own packages share live in `./internal`; rules whose flow is not wired yet are in no entry.

export type { AdapterCapabilities } from '../adapter/adapter-capabilities.js'
// the adapter contract
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
export type { ExistentialDepositReader } from '../adapter/existential-deposit-reader.js'
export { familyAdapterOf } from '../adapter/family-adapter-of.js'
export type { WalletBalancesReader } from '../adapter/wallet-balances-reader.js'
// the headless instance and its public state
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
export { createAppKit } from '../app-kit/create-app-kit.js'
// CAIP
export { validateAccountAddress } from '../caip/account-address.js'
export * as BitcoinAddress from '../caip/bitcoin-address.js'
export * as Caip2 from '../caip/caip2.js'
export * as Caip10 from '../caip/caip10.js'
export type { CheckedAddress } from '../caip/checked-address.js'
export * as EvmAddress from '../caip/evm-address.js'
export { chainNamespaces, isChainNamespace, type NamespaceScope } from '../caip/namespaces.js'
export * as PolkadotAddress from '../caip/polkadot-address.js'
export * as SolanaAddress from '../caip/solana-address.js'
export { type CustomWallet, InvalidCustomWalletError } from '../connection/custom-wallets.js'
export type { ExternalConnectState } from '../connection/external-connect-state.js'
export type { AnalyticsEvent, DataApi } from '../data/data-api.js'
export type {
  NameSuggestion,
  NameSuggestionsState,
} from '../data/name-suggestions-state.js'
export { DataApiMissingError } from '../data/no-data-api.js'
export type {
  ConnectSocialOptions,
  ConnectSocialResult,
  EmbeddedSessionUpdate,
  EmbeddedSocialProvider,
  EmbeddedWalletActions,
  EmbeddedWalletOptions,
} from '../embedded-wallet/index.js'
// typed errors the kit and adapters throw
export {
  AdapterForNamespaceMissingError,
  AdapterNotFoundError,
  AdapterOrConnectorNotFoundError,
  CaipNetworkUndefinedError,
  ChainNotSupportedError,
  NetworkWithIdNotFoundError,
  RequestAbortedError,
  ValidationError,
} from '../errors/adapter-errors.js'
export {
  AdapterRequiredError,
  DisconnectFailedError,
  InvalidSendInputError,
  LastNetworkRemovalError,
  NetworkNotFoundError,
  NoActiveCaipAddressError,
  NoActiveCaipNetworkOrClientError,
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
export { FaultError, type FaultPart } from '../errors/fault-errors.js'
export {
  PendingTransactionsLimitError,
  RpcMethodNotAllowedError,
  TransportUrlRequiredError,
} from '../errors/http-errors.js'
export { InvalidLocaleError } from '../errors/locale-errors.js'
export { NameSuggestionsError, RegisterNameError } from '../errors/name-errors.js'
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
export { RelayUnreachableError } from '../errors/relay-unreachable-error.js'
export { RpcUnreachableError } from '../errors/rpc-unreachable-error.js'
export {
  TokenDecimalsMismatchError,
  TokenDecimalsUnavailableError,
} from '../errors/send-errors.js'
export type { AlertCode, ToastCode } from '../errors/ui-texts.js'
export type { Clock } from '../lifecycle/clock.js'
export {
  type ExternalConnectTarget,
  type OpenParams,
  type ViewParams,
  type ViewParamsArgs,
  viewParamsOf,
  type WalletConnectParams,
} from '../navigation/view-params.js'
// typed routes: each view's data, parsed where it is pushed
export { InvalidViewParamsError } from '../navigation/view-params-error.js'
// networks
export {
  bitcoin,
  bitcoinSignet,
  bitcoinTestnet,
  bitcoinTestnet4,
} from '../networks/bitcoin-networks.js'
export {
  BITCOIN_REGTEST_REFERENCE,
  type BitcoinRegtestParameters,
  bitcoinRegtest,
} from '../networks/bitcoin-regtest.js'
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
export { swapNetworkIds } from '../networks/network-constants.js'
export {
  type PolkadotLocalNetwork,
  type PolkadotLocalParameters,
  polkadotLocal,
} from '../networks/polkadot-local.js'
export {
  kusama,
  kusamaAssetHub,
  polkadot,
  polkadotAssetHub,
  westend,
  westendAssetHub,
} from '../networks/polkadot-networks.js'
export { type SolanaLocalnetParameters, solanaLocalnet } from '../networks/solana-localnet.js'
export { solana, solanaDevnet, solanaTestnet } from '../networks/solana-networks.js'
export {
  generateOnRampUrl,
  getOnRampOptions,
  getOnRampQuote,
  type OnRampOptionsResult,
  openOnRampWindow,
  type WatchOnRampFundsParameters,
  watchOnRampFunds,
} from '../onramp/onramp-actions.js'
export { checkOnRampAmount, type OnRampAmountProblem } from '../onramp/onramp-amount.js'
export {
  MOCK_ONRAMP_QUOTE_ID,
  mockOnRampQuote,
  onRampChainNames,
  sampleOnRampOptions,
} from '../onramp/onramp-fallbacks.js'
export type { OnRampFlow, OnRampState } from '../onramp/onramp-flow.js'
// on-ramp (SPEC §4, §8, §9): the kit's flow and functions over a kit, imported by the lazily
// loaded on-ramp views
export { onRampFlowOf } from '../onramp/onramp-flow-of.js'
export {
  currentTimeZone,
  type OfferedOnRampProvider,
  offeredOnRampProviders,
  offeredPaymentMethods,
  PAYMENT_METHOD_LABELS,
} from '../onramp/onramp-rules.js'
export type {
  OnRampOptions,
  OnRampPaymentMethod,
  OnRampProvider,
  OnRampQuote,
  OnRampQuoteBody,
  OnRampUrl,
  OnRampUrlBody,
} from '../onramp/onramp-types.js'
export { InvalidSiwxConfigError } from '../sign-in/siwx-config.js'
export type { EmailFrameState, EmailFrameStep } from '../state/email-frame-state.js'
export type { FarcasterLoginFailure, FarcasterLoginState } from '../state/farcaster-login-state.js'
export type { PairingFlowState } from '../state/pairing-flow.js'
export type { SignInState, SignInStatus } from '../state/sign-in.js'
export type { WalletDirectoryState } from '../state/wallet-directory.js'
// storage backends for the `storage` option
export { type CookieStorageOptions, createCookieStorage } from '../storage/cookie-storage.js'
export type { EmbeddedLogin } from '../storage/embedded-login.js'
export type { KitStorage } from '../storage/kit-storage.js'
export { createLocalStorage } from '../storage/local-storage.js'
export { createMemoryStorage } from '../storage/memory-storage.js'
export { DEFAULT_SWAP_SLIPPAGE, type SwapController } from '../swap/swap-controller.js'
export { swapFlowOf } from '../swap/swap-flow-of.js'
export { assertSwapNetwork, swapsOffered } from '../swap/swap-networks.js'
export { minimumReceived } from '../swap/swap-quote.js'
export {
  isNativeSwapToken,
  NATIVE_SWAP_TOKEN_ADDRESS,
  POPULAR_SWAP_SYMBOLS,
  SUGGESTED_SWAP_SYMBOLS,
  searchSwapTokens,
} from '../swap/swap-tokens.js'
export type {
  SwapQuoteDetails,
  SwapState,
  SwapStatus,
  SwapTokenOption,
} from '../swap/swap-types.js'
// entity types
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
  SiwxConfig,
  SiwxMessageData,
  SiwxMessageInput,
  SiwxMessageToSign,
  SiwxSession,
} from '../types/siwx.js'
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
  ToastFault,
  ViewName,
} from '../types/ui.js'
