import * as v from 'valibot'
import {
  AccountAddressSchema,
  Caip2Schema,
  DecimalStringSchema,
  displayText,
  nonEmptyDisplayText,
} from './common.js'
import { checkExternalUrl } from './external-url.js'

// SPEC §7 `/v1/onramp/options`, `/v1/onramp/quote` and `/v1/generators/onrampurl`. The spec
// does not show the shapes; these are ours, shared by the client (responses) and apps/api
// (requests and its own answers), so the two cannot drift.

/** An on-ramp provider id (`sandbox`, `moonpay`, ...): lower-case letters, digits, hyphens. */
export const OnRampProviderIdSchema = v.pipe(
  v.string(),
  v.regex(/^[a-z0-9][a-z0-9-]{0,31}$/, 'Invalid provider'),
)

/** How the buyer pays: by card or from a bank account (SPEC §9 sample limits). */
export const OnRampPaymentMethodSchema = v.picklist(
  ['card', 'bank_account'],
  'Invalid payment method',
)

/** A fiat currency code (`USD`, `EUR`). */
export const FiatCurrencySchema = v.pipe(v.string(), v.regex(/^[A-Z]{3}$/, 'Invalid currency'))

/** A crypto asset symbol (`ETH`, `USDC`). */
export const CryptoSymbolSchema = v.pipe(
  v.string(),
  v.regex(/^[A-Za-z0-9]{2,10}$/, 'Invalid asset'),
)

/** An amount of a currency, as a decimal string. */
export const OnRampAmountSchema = v.object({
  amount: DecimalStringSchema,
  currency: v.union([FiatCurrencySchema, CryptoSymbolSchema]),
})

const LimitsSchema = v.pipe(
  v.object({
    min: v.pipe(v.number(), v.finite(), v.minValue(0)),
    max: v.pipe(v.number(), v.finite(), v.minValue(0)),
  }),
  v.check((limits) => limits.min <= limits.max, 'Invalid limits'),
)

/** One provider as `/v1/onramp/options` lists it: fees (percent) and limits per payment method. */
export const OnRampProviderSchema = v.object({
  id: OnRampProviderIdSchema,
  name: nonEmptyDisplayText(64),
  /** Percent of the payment, e.g. 1 to 2 (SPEC §9). */
  feeRange: v.pipe(
    v.object({
      min: v.pipe(v.number(), v.finite(), v.minValue(0), v.maxValue(100)),
      max: v.pipe(v.number(), v.finite(), v.minValue(0), v.maxValue(100)),
    }),
    v.check((fee) => fee.min <= fee.max, 'Invalid fee range'),
  ),
  paymentMethods: v.pipe(
    v.array(v.object({ id: OnRampPaymentMethodSchema, limits: LimitsSchema })),
    v.minLength(1),
    v.maxLength(8),
  ),
  paymentCurrencies: v.pipe(v.array(FiatCurrencySchema), v.minLength(1), v.maxLength(50)),
  purchaseCurrencies: v.pipe(v.array(CryptoSymbolSchema), v.minLength(1), v.maxLength(100)),
  /**
   * CAIP-2 networks the provider delivers to, each with the provider's name for that chain
   * (`base`, `ethereum`): the card-pay rule of SPEC §9 goes by these names.
   */
  networks: v.pipe(
    v.array(v.object({ id: Caip2Schema, name: v.pipe(v.string(), v.regex(/^[a-z0-9-]{1,40}$/)) })),
    v.maxLength(100),
  ),
  /** Where the provider says who it is (shown as a link; only https kept). */
  homepage: v.optional(
    v.pipe(
      v.string(),
      v.maxLength(2048),
      v.transform((url) => checkExternalUrl(url)),
    ),
  ),
})

const QuoteIdSchema = v.pipe(v.string(), v.regex(/^[A-Za-z0-9_-]{1,128}$/, 'Invalid quote id'))

/** `GET /v1/onramp/options`. */
export const OnRampOptionsSchema = v.object({
  providers: v.pipe(v.array(OnRampProviderSchema), v.maxLength(20)),
})

/** `POST /v1/onramp/quote` body. */
export const OnRampQuoteBodySchema = v.object({
  providerId: OnRampProviderIdSchema,
  paymentMethod: OnRampPaymentMethodSchema,
  paymentAmount: v.object({ amount: DecimalStringSchema, currency: FiatCurrencySchema }),
  purchaseCurrency: CryptoSymbolSchema,
  network: Caip2Schema,
})

/** `POST /v1/onramp/quote` answer: what the buyer pays, the fees, and what arrives. */
export const OnRampQuoteSchema = v.object({
  quoteId: QuoteIdSchema,
  providerId: OnRampProviderIdSchema,
  paymentMethod: OnRampPaymentMethodSchema,
  paymentTotal: OnRampAmountSchema,
  paymentSubtotal: OnRampAmountSchema,
  providerFee: OnRampAmountSchema,
  networkFee: OnRampAmountSchema,
  purchaseAmount: OnRampAmountSchema,
  network: Caip2Schema,
})

/** `POST /v1/generators/onrampurl` body. */
export const OnRampUrlBodySchema = v.object({
  providerId: OnRampProviderIdSchema,
  paymentMethod: OnRampPaymentMethodSchema,
  paymentAmount: v.object({ amount: DecimalStringSchema, currency: FiatCurrencySchema }),
  purchaseCurrency: CryptoSymbolSchema,
  network: Caip2Schema,
  destinationAddress: AccountAddressSchema,
  /** The quote shown (a provider's hosted checkout may take it to keep its figures). */
  quoteId: v.optional(QuoteIdSchema),
})

/**
 * `POST /v1/generators/onrampurl` answer: the provider page to open. `https:`, or `http:` on
 * the data API's own origin (its sandbox page): the client checks the origin, which it knows.
 */
export const OnRampUrlSchema = v.object({
  url: v.pipe(
    v.string(),
    v.maxLength(4096),
    v.check(
      (url) => checkExternalUrl(url, { httpOrigin: httpOriginOf(url) }) !== undefined,
      'Invalid url',
    ),
  ),
  /** Shown while the buyer is away (`displayText`: provider text is outside text). */
  providerName: v.optional(displayText(64)),
})

export type OnRampProviderId = v.InferOutput<typeof OnRampProviderIdSchema>
export type OnRampPaymentMethod = v.InferOutput<typeof OnRampPaymentMethodSchema>
export type OnRampProvider = v.InferOutput<typeof OnRampProviderSchema>
export type OnRampOptions = v.InferOutput<typeof OnRampOptionsSchema>
export type OnRampQuoteBody = v.InferOutput<typeof OnRampQuoteBodySchema>
/**
 * A quote as the kit holds it. `mock` marks the one the client made up when the service failed
 * (SPEC §8): it is never read off the wire (the schema has no such field, so a service's `mock`
 * is dropped), or a service could make a real quote look like an estimate with no checkout.
 */
export type OnRampQuote = v.InferOutput<typeof OnRampQuoteSchema> & { mock?: true }
export type OnRampUrlBody = v.InferOutput<typeof OnRampUrlBodySchema>
export type OnRampUrl = v.InferOutput<typeof OnRampUrlSchema>

function httpOriginOf(url: string): string | undefined {
  try {
    return new URL(url).origin
  } catch {
    return undefined
  }
}
