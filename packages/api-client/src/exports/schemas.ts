export {
  BalanceResponseSchema,
  FungiblePriceResponseSchema,
  HistoryResponseSchema,
  IdentitySchema,
  NftHoldingSchema,
  NftHoldingsResponseSchema,
  SupportedChainsSchema,
  TokenBalanceSchema,
  TransactionSchema,
  TransactionTransferSchema,
} from '../schemas/blockchain.js'
export {
  AccountAddressSchema,
  AmountSchema,
  Caip2Schema,
  DecimalStringSchema,
  EvmAddressSchema,
  IntegerStringSchema,
} from '../schemas/common.js'
export {
  SlippageSchema,
  SwapAllowanceQuerySchema,
  SwapAllowanceResponseSchema,
  SwapBuildApproveQuerySchema,
  SwapBuildTransactionBodySchema,
  SwapCaip10Schema,
  SwapChainQuerySchema,
  SwapGasPriceResponseSchema,
  SwapQuoteSchema,
  SwapQuotesQuerySchema,
  SwapQuotesResponseSchema,
  SwapTokenSchema,
  SwapTokensResponseSchema,
  SwapTransactionResponseSchema,
  SwapTransactionSchema,
} from '../schemas/convert.js'
export { type ErrorBody, ErrorBodySchema, ErrorReasonSchema } from '../schemas/error-body.js'
export { type ImageUrlPolicy, sanitizeImageUrl, sanitizeLink } from '../schemas/image-url.js'
export {
  CryptoSymbolSchema,
  FiatCurrencySchema,
  OnRampAmountSchema,
  OnRampOptionsSchema,
  OnRampPaymentMethodSchema,
  OnRampProviderIdSchema,
  OnRampProviderSchema,
  OnRampQuoteBodySchema,
  OnRampQuoteSchema,
  OnRampUrlBodySchema,
  OnRampUrlSchema,
} from '../schemas/onramp.js'
export { NameProfileSchema, NameSuggestionsSchema, ReverseNamesSchema } from '../schemas/profile.js'
export {
  AddressParamSchema,
  AnalyticsEventBodySchema,
  AnalyticsQuerySchema,
  BalanceQuerySchema,
  Caip10Schema,
  CreateSessionBodySchema,
  CurrencySchema,
  FungiblePriceBodySchema,
  GetWalletsQuerySchema,
  HistoryQuerySchema,
  ImageIdSchema,
  NameParamSchema,
  RegisterNameBodySchema,
  RegisterNameMessageSchema,
  RevokeSessionBodySchema,
  SignatureSchema,
} from '../schemas/requests.js'
export {
  RevokeSessionResponseSchema,
  SessionSchema,
  SessionsResponseSchema,
} from '../schemas/sessions.js'
export {
  AnalyticsConfigSchema,
  GetWalletsEnvelopeSchema,
  GetWalletsResponseSchema,
  WalletListingEntrySchema,
} from '../schemas/wallet-directory.js'
