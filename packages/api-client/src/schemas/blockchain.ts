import * as v from 'valibot'
import {
  AccountAddressSchema,
  AmountSchema,
  Caip2Schema,
  DecimalStringSchema,
  displayText,
  IntegerStringSchema,
  nonEmptyText,
  text,
} from './common.js'

/** `GET /v1/supported-chains`: CAIP-2 ids served over HTTP and WebSocket. */
export const SupportedChainsSchema = v.object({
  http: v.pipe(v.array(Caip2Schema), v.maxLength(1000)),
  ws: v.pipe(v.array(Caip2Schema), v.maxLength(1000)),
})
export type SupportedChains = v.InferOutput<typeof SupportedChainsSchema>

/** `GET /v1/identity/{address}`. */
export const IdentitySchema = v.object({
  name: v.nullable(displayText(256)),
  avatar: v.nullable(text(2048)),
})
export type Identity = v.InferOutput<typeof IdentitySchema>

/** SPEC §3 "Token balance". `address` is absent for the native coin. */
export const TokenBalanceSchema = v.object({
  name: displayText(128),
  symbol: displayText(32),
  chainId: Caip2Schema,
  address: v.optional(text(128)),
  value: AmountSchema,
  price: AmountSchema,
  quantity: v.object({ decimals: IntegerStringSchema, numeric: DecimalStringSchema }),
  iconUrl: text(2048),
})
export type TokenBalance = v.InferOutput<typeof TokenBalanceSchema>

/** `GET /v1/account/{address}/balance`. */
export const BalanceResponseSchema = v.object({
  balances: v.pipe(v.array(TokenBalanceSchema), v.maxLength(2000)),
})
export type BalanceResponse = v.InferOutput<typeof BalanceResponseSchema>

/** One transfer inside a transaction (fungible or NFT). */
export const TransactionTransferSchema = v.object({
  fungible_info: v.optional(
    v.object({
      name: v.optional(displayText(128)),
      symbol: v.optional(displayText(32)),
      icon: v.optional(v.object({ url: v.optional(text(2048)) })),
    }),
  ),
  nft_info: v.optional(
    v.object({
      name: v.optional(displayText(256)),
      content: v.optional(
        v.object({ preview: v.optional(v.object({ url: v.optional(text(2048)) })) }),
      ),
      flags: v.optional(v.object({ is_spam: v.optional(v.boolean()) })),
    }),
  ),
  direction: v.optional(v.picklist(['in', 'out', 'self'])),
  quantity: v.object({ numeric: DecimalStringSchema }),
  value: v.optional(AmountSchema),
  price: v.optional(AmountSchema),
})
export type TransactionTransfer = v.InferOutput<typeof TransactionTransferSchema>

/** SPEC §3 "Transaction". */
export const TransactionSchema = v.object({
  id: nonEmptyText(200),
  metadata: v.object({
    minedAt: nonEmptyText(64),
    chain: Caip2Schema,
    operationType: nonEmptyText(32),
    hash: v.optional(text(130)),
    status: nonEmptyText(32),
    sentFrom: text(128),
    sentTo: text(128),
    nonce: v.optional(v.pipe(v.number(), v.integer(), v.minValue(0))),
  }),
  transfers: v.pipe(v.array(TransactionTransferSchema), v.maxLength(500)),
})
export type Transaction = v.InferOutput<typeof TransactionSchema>

/** `GET /v1/account/{address}/history`: a page, newest first, and the cursor of the next one. */
export const HistoryResponseSchema = v.object({
  data: v.pipe(v.array(TransactionSchema), v.maxLength(500)),
  next: v.nullable(text(512)),
})
export type HistoryResponse = v.InferOutput<typeof HistoryResponseSchema>

/** One NFT an account holds now: its latest indexed transfer went to the account. */
export const NftHoldingSchema = v.object({
  chainId: Caip2Schema,
  contract: text(128),
  tokenId: IntegerStringSchema,
  name: displayText(256),
  previewUrl: v.optional(text(2048)),
  isSpam: v.boolean(),
})
export type NftHolding = v.InferOutput<typeof NftHoldingSchema>

/** `GET /v1/account/{address}/nfts` (apps/api): held NFTs, received ones sent away excluded. */
export const NftHoldingsResponseSchema = v.object({
  data: v.pipe(v.array(NftHoldingSchema), v.maxLength(1000)),
})
export type NftHoldingsResponse = v.InferOutput<typeof NftHoldingsResponseSchema>

/** `POST /v1/fungible/price` answer. */
export const FungiblePriceResponseSchema = v.object({
  fungibles: v.pipe(
    v.array(
      v.object({
        name: text(128),
        symbol: text(32),
        iconUrl: text(2048),
        price: AmountSchema,
      }),
    ),
    v.maxLength(500),
  ),
})
export type FungiblePriceResponse = v.InferOutput<typeof FungiblePriceResponseSchema>

/** The account address accepted in paths. */
export { AccountAddressSchema }
