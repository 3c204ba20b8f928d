export {
  createTtlCache,
  type NowClock,
  type TtlCache,
} from '../cache/ttl-cache.js'
export {
  type AnalyticsAlert,
  type AnalyticsClient,
  type AnalyticsClientOptions,
  type AnalyticsEventInput,
  createAnalyticsClient,
  INVALID_APP_CONFIGURATION_ALERT,
  NEVER_SENT_EVENTS,
} from '../clients/analytics.js'
export {
  type BlockchainApiClient,
  type BlockchainApiClientOptions,
  createBlockchainApiClient,
  type GetBalancesParams,
  type GetHistoryParams,
  type GetNftsParams,
} from '../clients/blockchain-api.js'
export { type ConvertApiClient, createConvertApiClient } from '../clients/convert-api.js'
export { createOnRampApiClient, type OnRampApiClient } from '../clients/onramp-api.js'
export {
  createWalletDirectoryClient,
  type GetWalletsParams,
  type WalletDirectoryClient,
  type WalletDirectoryClientOptions,
  type WalletDirectoryWarning,
} from '../clients/wallet-directory.js'
export { createDataApi, type DataApiOptions, type PorticoDataApi } from '../data-api.js'
export {
  ApiClientError,
  ApiResponseError,
  HttpAbortError,
  HttpError,
  HttpNetworkError,
  HttpTimeoutError,
} from '../errors.js'
export {
  createHttpClient,
  DEFAULT_MAX_RESPONSE_BYTES,
  DEFAULT_TIMEOUT_MS,
  type HttpClient,
  type HttpClientOptions,
  type Query,
  type RequestOptions,
} from '../http/http-client.js'
export type {
  FungiblePriceResponse,
  HistoryResponse,
  Identity,
  NftHolding,
  NftHoldingsResponse,
  SupportedChains,
  TokenBalance,
  Transaction,
  TransactionTransfer,
} from '../schemas/blockchain.js'
export type {
  SwapAllowanceResponse,
  SwapBuildTransactionBody,
  SwapGasPriceResponse,
  SwapQuote,
  SwapToken,
  SwapTransaction,
} from '../schemas/convert.js'
export {
  MAX_DISPLAY_GRAPHEMES,
  sanitizeDisplayText,
} from '../schemas/display-text.js'
export {
  checkExternalUrl,
  DATA_IMAGE_TYPES,
  type ExternalUrlRule,
  MAX_EXTERNAL_URL_LENGTH,
  safeImageUrl,
  safeLinkUrl,
} from '../schemas/external-url.js'
export type {
  OnRampOptions,
  OnRampPaymentMethod,
  OnRampProvider,
  OnRampProviderId,
  OnRampQuote,
  OnRampQuoteBody,
  OnRampUrl,
  OnRampUrlBody,
} from '../schemas/onramp.js'
export type { NameProfile, NameSuggestions } from '../schemas/profile.js'
export {
  confirmedRegistration,
  type RegistrationRequest,
} from '../schemas/registration-answer.js'
export type {
  AnalyticsEventBody,
  CreateSessionBody,
  RegisterNameBody,
  RegisterNameMessage,
  RevokeSessionBody,
} from '../schemas/requests.js'
export type { RevokeSessionResponse, Session, SessionsResponse } from '../schemas/sessions.js'
export type { GetWalletsResult, WalletListingEntry } from '../schemas/wallet-directory.js'
export {
  BALANCE_CACHE_MS,
  FEATURED_WALLETS_COUNT,
  NAME_CACHE_MS,
  RECOMMENDED_WALLETS_COUNT,
  WALLET_LIST_PAGE_SIZE,
  WALLET_SEARCH_PAGE_SIZE,
} from '../spec-constants.js'
