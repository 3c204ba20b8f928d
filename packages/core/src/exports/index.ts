export { validateAccountAddress } from '../caip/account-address.js'
export * as BitcoinAddress from '../caip/bitcoin-address.js'
export * as Caip2 from '../caip/caip2.js'
export * as Caip10 from '../caip/caip10.js'
export { chainIdToCoinType, coinTypeToChainId, isEvmCoinType } from '../caip/coin-type.js'
export * as EvmAddress from '../caip/evm-address.js'
export { chainNamespaces, isChainNamespace, type NamespaceScope } from '../caip/namespaces.js'
export * as PolkadotAddress from '../caip/polkadot-address.js'
export * as SolanaAddress from '../caip/solana-address.js'
// errors
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
export { AlertText, ToastText, UiText } from '../errors/ui-texts.js'
// storage
export { type CookieStorageOptions, createCookieStorage } from '../storage/cookie-storage.js'
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
