import * as v from 'valibot'
import { Caip2Schema, displayText, IntegerStringSchema, text } from './common.js'

// The swap calls of SPEC §7 (`/v1/convert/*`), in the blockchain data API's shapes: token and
// account ids are CAIP-10 (`eip155:1:0x…`, the native coin as the `0xeeee…eeee` placeholder),
// amounts are base-unit integers as strings. apps/api answers with these and validates with them.

/** A CAIP-10 id of an eip155 token or account (`eip155:{chainId}:0x{40 hex}`). */
export const SwapCaip10Schema = v.pipe(
  v.string(),
  v.regex(/^eip155:\d{1,20}:0x[0-9a-fA-F]{40}$/, 'Invalid CAIP-10 id'),
)

/** A decimal slippage percentage ("1" = 1%), between 0 and 50. */
export const SlippageSchema = v.pipe(
  v.union([v.number(), v.pipe(v.string(), v.regex(/^\d{1,2}(\.\d{1,4})?$/), v.transform(Number))]),
  v.number(),
  v.minValue(0),
  v.maxValue(50),
)

/** One token offered for swaps. */
export const SwapTokenSchema = v.object({
  name: displayText(128),
  symbol: displayText(32),
  address: SwapCaip10Schema,
  decimals: v.pipe(v.number(), v.integer(), v.minValue(0), v.maxValue(36)),
  logoUri: text(2048),
  eip2612: v.optional(v.boolean()),
})
export type SwapToken = v.InferOutput<typeof SwapTokenSchema>

/** `GET /v1/convert/tokens`. */
export const SwapTokensResponseSchema = v.object({
  tokens: v.pipe(v.array(SwapTokenSchema), v.maxLength(5000)),
})
export type SwapTokensResponse = v.InferOutput<typeof SwapTokensResponseSchema>

/**
 * One quote. `priceImpact` (percent) and `fee` (in the input token's base units) are given by
 * apps/api's own pools; an external aggregator may leave them out.
 */
export const SwapQuoteSchema = v.object({
  id: v.nullable(text(256)),
  fromAmount: IntegerStringSchema,
  fromAccount: SwapCaip10Schema,
  toAmount: IntegerStringSchema,
  toAccount: SwapCaip10Schema,
  priceImpact: v.optional(v.pipe(v.number(), v.finite(), v.minValue(0), v.maxValue(100))),
  fee: v.optional(IntegerStringSchema),
})
export type SwapQuote = v.InferOutput<typeof SwapQuoteSchema>

/** `GET /v1/convert/quotes`. */
export const SwapQuotesResponseSchema = v.object({
  quotes: v.pipe(v.array(SwapQuoteSchema), v.maxLength(20)),
})
export type SwapQuotesResponse = v.InferOutput<typeof SwapQuotesResponseSchema>

/** `GET /v1/convert/allowance`: what the swap contract may still take, in base units. */
export const SwapAllowanceResponseSchema = v.object({ allowance: IntegerStringSchema })
export type SwapAllowanceResponse = v.InferOutput<typeof SwapAllowanceResponseSchema>

/** `GET /v1/convert/gas-price`, in wei. */
export const SwapGasPriceResponseSchema = v.object({
  standard: IntegerStringSchema,
  fast: IntegerStringSchema,
  instant: IntegerStringSchema,
})
export type SwapGasPriceResponse = v.InferOutput<typeof SwapGasPriceResponseSchema>

const HexDataSchema = v.pipe(
  v.string(),
  v.maxLength(200_000),
  v.regex(/^0x([0-9a-fA-F]{2})*$/, 'Invalid call data'),
)

/** A transaction to sign: CAIP-10 sender and contract, call data, value in wei. */
export const SwapTransactionSchema = v.object({
  from: SwapCaip10Schema,
  to: SwapCaip10Schema,
  data: HexDataSchema,
  value: IntegerStringSchema,
  eip155: v.optional(
    v.object({ gas: v.optional(IntegerStringSchema), gasPrice: v.optional(IntegerStringSchema) }),
  ),
})
export type SwapTransaction = v.InferOutput<typeof SwapTransactionSchema>

/** `GET /v1/convert/build-approve` and `POST /v1/convert/build-transaction`. */
export const SwapTransactionResponseSchema = v.object({ tx: SwapTransactionSchema })
export type SwapTransactionResponse = v.InferOutput<typeof SwapTransactionResponseSchema>

const projectId = v.optional(text(128))

/** Query of `GET /v1/convert/tokens` and `GET /v1/convert/gas-price`. */
export const SwapChainQuerySchema = v.object({ chainId: Caip2Schema, projectId })
export type SwapChainQuery = v.InferOutput<typeof SwapChainQuerySchema>

/** Query of `GET /v1/convert/quotes` (SPEC §7: amount, userAddress, from, to, gasPrice). */
export const SwapQuotesQuerySchema = v.object({
  amount: IntegerStringSchema,
  userAddress: SwapCaip10Schema,
  from: SwapCaip10Schema,
  to: SwapCaip10Schema,
  gasPrice: v.optional(IntegerStringSchema),
  projectId,
})
export type SwapQuotesQuery = v.InferOutput<typeof SwapQuotesQuerySchema>

/** Query of `GET /v1/convert/allowance`. */
export const SwapAllowanceQuerySchema = v.object({
  tokenAddress: SwapCaip10Schema,
  userAddress: SwapCaip10Schema,
  projectId,
})
export type SwapAllowanceQuery = v.InferOutput<typeof SwapAllowanceQuerySchema>

/** Query of `GET /v1/convert/build-approve`. */
export const SwapBuildApproveQuerySchema = v.object({
  userAddress: SwapCaip10Schema,
  from: SwapCaip10Schema,
  to: SwapCaip10Schema,
  amount: IntegerStringSchema,
  projectId,
})
export type SwapBuildApproveQuery = v.InferOutput<typeof SwapBuildApproveQuerySchema>

/** Body of `POST /v1/convert/build-transaction` (SPEC §7). */
export const SwapBuildTransactionBodySchema = v.object({
  amount: IntegerStringSchema,
  eip155: v.optional(v.object({ slippage: SlippageSchema })),
  from: SwapCaip10Schema,
  to: SwapCaip10Schema,
  userAddress: SwapCaip10Schema,
  disableEstimate: v.optional(v.boolean()),
  projectId,
})
export type SwapBuildTransactionBody = v.InferInput<typeof SwapBuildTransactionBodySchema>
