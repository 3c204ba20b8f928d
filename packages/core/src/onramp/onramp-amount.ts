import type { OnRampProvider } from '@portico/api-client'

/** Why a typed purchase amount cannot be quoted: not a plain decimal, or outside the limits. */
export type OnRampAmountProblem = 'decimals' | 'range'

/**
 * The amount typed for a purchase, when it is a plain decimal (at most 9 digits and 2 decimals)
 * within the payment method's limits; else why not (`undefined` problem: nothing typed yet).
 *
 * @example
 * checkOnRampAmount('25', card) // { ok: true, amount: '25' }
 * checkOnRampAmount('1.234', card) // { ok: false, problem: 'decimals' }
 */
export function checkOnRampAmount(
  text: string,
  method: OnRampProvider['paymentMethods'][number] | undefined,
): { ok: true; amount: string } | { ok: false; problem: OnRampAmountProblem | undefined } {
  const trimmed = text.trim()
  if (trimmed === '') return { ok: false, problem: undefined }
  if (!/^\d{1,9}(\.\d{1,2})?$/.test(trimmed)) return { ok: false, problem: 'decimals' }
  const value = Number(trimmed)
  if (method && (value < method.limits.min || value > method.limits.max))
    return { ok: false, problem: 'range' }
  return { ok: true, amount: trimmed }
}
