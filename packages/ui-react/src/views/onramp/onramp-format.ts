import type { OnRampProvider } from '@portico/core'
import { PAYMENT_METHOD_LABELS } from '@portico/core'

const number = (value: number) => value.toLocaleString('en-US', { maximumFractionDigits: 2 })

/** "Fee 1–2%" (or "Fee 1.5%" when the range is one value). */
export function feeText(provider: OnRampProvider): string {
  const { min, max } = provider.feeRange
  return min === max ? `Fee ${number(min)}%` : `Fee ${number(min)}–${number(max)}%`
}

/** "Card 10–7,500 USD". */
export function limitText(
  method: OnRampProvider['paymentMethods'][number],
  currency: string,
): string {
  return `${PAYMENT_METHOD_LABELS[method.id]} ${number(method.limits.min)}–${number(method.limits.max)} ${currency}`
}

/** The amount typed, when it is a plain decimal within the method's limits; else the reason. */
export function checkAmount(
  text: string,
  method: OnRampProvider['paymentMethods'][number] | undefined,
  currency: string,
): { ok: true; amount: string } | { ok: false; error: string | undefined } {
  if (text.trim() === '') return { ok: false, error: undefined }
  if (!/^\d{1,9}(\.\d{1,2})?$/.test(text.trim()))
    return { ok: false, error: 'Enter an amount with at most 2 decimals' }
  const value = Number(text)
  if (method && (value < method.limits.min || value > method.limits.max))
    return {
      ok: false,
      error: `Enter between ${number(method.limits.min)} and ${number(method.limits.max)} ${currency}`,
    }
  return { ok: true, amount: text.trim() }
}
