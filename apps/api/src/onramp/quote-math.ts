import type { OnRampPaymentMethod } from '@portico/api-client'
import { formatEther } from 'viem'
import { ApiError } from '../http/api-error.js'
import type { OnRampProviderBase } from './onramp-config.js'

/** `"100"`, `"99.5"`, `"10.25"` → cents; more than 2 decimals or beyond 10^12 is a 400. */
export function toCents(amount: string): number {
  const match = /^(\d{1,12})(?:\.(\d{1,2}))?$/.exec(amount)
  if (!match?.[1]) throw new ApiError(400, 'Invalid amount: at most 2 decimals', 'paymentAmount')
  return Number(match[1]) * 100 + Number((match[2] ?? '').padEnd(2, '0'))
}

/** Cents → `"12.34"`. */
export function fromCents(cents: number): string {
  return `${Math.floor(cents / 100)}.${String(cents % 100).padStart(2, '0')}`
}

/**
 * Checks the payment against the provider's method, currency and limits.
 *
 * @throws ApiError 400 naming what is wrong ("Amount below the minimum of 10 USD")
 */
export function checkPayment(
  provider: OnRampProviderBase,
  method: OnRampPaymentMethod,
  currency: string,
  cents: number,
): void {
  const limits = provider.limits[method]
  if (!limits)
    throw new ApiError(400, 'Payment method not offered by this provider', 'paymentMethod')
  if (provider.paymentCurrencies && !provider.paymentCurrencies.includes(currency))
    throw new ApiError(400, 'Payment currency not offered by this provider', 'paymentAmount')
  if (cents < Math.round(limits.min * 100))
    throw new ApiError(
      400,
      `Amount below the minimum of ${limits.min} ${currency}`,
      'paymentAmount',
    )
  if (cents > Math.round(limits.max * 100))
    throw new ApiError(
      400,
      `Amount above the maximum of ${limits.max} ${currency}`,
      'paymentAmount',
    )
}

export interface PricedPurchase {
  providerFeeCents: number
  networkFeeCents: number
  subtotalCents: number
  purchaseWei: bigint
  /** `purchaseWei` in ether, as a decimal string. */
  purchaseAmount: string
}

/**
 * Fees and what arrives for a payment of `cents`: the provider's percent for the method (rounded
 * up to the cent), its network fee, and the rest converted at `priceUsd` per whole coin (18
 * decimals), rounded down to the wei.
 */
export function pricePurchase(
  provider: OnRampProviderBase,
  method: OnRampPaymentMethod,
  cents: number,
  priceUsd: number,
): PricedPurchase {
  if (!(priceUsd > 0)) throw new ApiError(400, 'No price for this asset', 'purchaseCurrency')
  const percent = provider.feePercent[method] ?? 0
  const providerFeeCents = Math.ceil((cents * percent) / 100)
  const networkFeeCents = Math.round((provider.networkFee ?? 0) * 100)
  const subtotalCents = cents - providerFeeCents - networkFeeCents
  if (subtotalCents <= 0) throw new ApiError(400, 'Amount does not cover the fees', 'paymentAmount')
  // cents × 10^16 is the value in wei-dollars; the price in micro-dollars keeps 6 digits exact.
  const priceMicro = BigInt(Math.round(priceUsd * 1_000_000))
  const purchaseWei = (BigInt(subtotalCents) * 10n ** 16n * 1_000_000n) / priceMicro
  return {
    providerFeeCents,
    networkFeeCents,
    subtotalCents,
    purchaseWei,
    purchaseAmount: formatEther(purchaseWei),
  }
}
