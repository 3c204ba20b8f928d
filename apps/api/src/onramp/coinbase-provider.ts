import type { OnRampQuote, OnRampQuoteBody, OnRampUrlBody } from '@portico/api-client'
import * as v from 'valibot'
import { ApiError } from '../http/api-error.js'
import type { OnRampExternalProvider } from './onramp-config.js'

const Amount = v.object({
  value: v.pipe(v.string(), v.regex(/^\d{1,20}(\.\d{1,20})?$/)),
  currency: v.pipe(v.string(), v.regex(/^[A-Za-z0-9]{2,10}$/)),
})

/** Coinbase Onramp's Buy Quote answer, as documented (snake_case, `{ value, currency }`). */
const BuyQuoteSchema = v.object({
  payment_total: Amount,
  payment_subtotal: Amount,
  purchase_amount: Amount,
  coinbase_fee: Amount,
  network_fee: Amount,
  quote_id: v.pipe(v.string(), v.regex(/^[A-Za-z0-9_-]{1,128}$/)),
})

const METHOD = { card: 'CARD', bank_account: 'ACH_BANK_ACCOUNT' } as const

const amount = (value: v.InferOutput<typeof Amount>) => ({
  amount: value.value,
  currency: value.currency,
})

/**
 * Passes a quote through to the provider's Buy Quote API and maps its answer to ours. The
 * provider's token stays on the server; a failing or malformed answer is a 502.
 */
export async function coinbaseQuote(
  provider: OnRampExternalProvider,
  body: OnRampQuoteBody,
  fetchImpl: typeof fetch = fetch,
): Promise<OnRampQuote> {
  const network = provider.networks[body.network]
  if (!network) throw new ApiError(400, 'Network not offered by this provider', 'network')
  let response: Response
  try {
    response = await fetchImpl(`${provider.apiUrl.replace(/\/+$/, '')}/v1/buy/quote`, {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        ...(provider.apiKey ? { authorization: `Bearer ${provider.apiKey}` } : {}),
      },
      body: JSON.stringify({
        purchase_currency: body.purchaseCurrency,
        purchase_network: network,
        payment_amount: body.paymentAmount.amount,
        payment_currency: body.paymentAmount.currency,
        payment_method: METHOD[body.paymentMethod],
        country: provider.country ?? 'US',
      }),
      signal: AbortSignal.timeout(10_000),
    })
  } catch (error) {
    throw new ApiError(502, 'On-ramp provider unreachable', undefined, error)
  }
  if (!response.ok) throw new ApiError(502, `On-ramp provider answered ${response.status}`)
  const parsed = v.safeParse(BuyQuoteSchema, await response.json().catch(() => undefined))
  if (!parsed.success) throw new ApiError(502, 'On-ramp provider sent an invalid quote')
  const quote = parsed.output
  return {
    quoteId: quote.quote_id,
    providerId: provider.id,
    paymentMethod: body.paymentMethod,
    paymentTotal: amount(quote.payment_total),
    paymentSubtotal: amount(quote.payment_subtotal),
    providerFee: amount(quote.coinbase_fee),
    networkFee: amount(quote.network_fee),
    purchaseAmount: amount(quote.purchase_amount),
    network: body.network,
  }
}

/** The provider's hosted checkout, preset with the buyer's address, asset, amount and quote. */
export function coinbaseUrl(provider: OnRampExternalProvider, body: OnRampUrlBody): string {
  const network = provider.networks[body.network]
  if (!network) throw new ApiError(400, 'Network not offered by this provider', 'network')
  const url = new URL(`${provider.payUrl.replace(/\/+$/, '')}/buy/select-asset`)
  if (provider.appId) url.searchParams.set('appId', provider.appId)
  url.searchParams.set('addresses', JSON.stringify({ [body.destinationAddress]: [network] }))
  url.searchParams.set('assets', JSON.stringify([body.purchaseCurrency]))
  url.searchParams.set('defaultAsset', body.purchaseCurrency)
  url.searchParams.set('defaultNetwork', network)
  url.searchParams.set('presetFiatAmount', body.paymentAmount.amount)
  url.searchParams.set('fiatCurrency', body.paymentAmount.currency)
  url.searchParams.set('defaultPaymentMethod', METHOD[body.paymentMethod])
  if (body.quoteId) url.searchParams.set('quoteId', body.quoteId)
  return url.href
}
