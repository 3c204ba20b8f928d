import { InvalidSendInputError } from '../errors/app-kit-errors.js'

export { formatUnits } from './format-units.js'

/** Why a typed amount cannot be sent (`amountProblem`). */
export type AmountProblem = 'invalid' | 'too-many-decimals' | 'zero' | 'exceeds-balance'

/** The result of reading a typed amount: its value in smallest units, or why it is refused. */
export type ParsedAmount =
  | { ok: true; value: bigint }
  | { ok: false; problem: 'invalid' | 'too-many-decimals' }

/** Highest decimals a token may declare (uint256 holds at most 78 digits; apps/api's ingest rule). */
export const MAX_TOKEN_DECIMALS = 77

/**
 * Plain ASCII digits with at most one dot and a digit on at least one side of it. No sign, no
 * exponent, no grouping or locale separators: "1,5" is refused rather than guessed (it is 1.5 in
 * some locales and fifteen hundred-ish "1,500" in others), and a wrong guess sends the wrong sum.
 */
const DECIMAL = /^(\d*)(?:\.(\d*))?$/

/** Whether `decimals` is a token decimals count core can convert with (an integer 0–77). */
export function isValidTokenDecimals(decimals: unknown): decimals is number {
  return (
    typeof decimals === 'number' &&
    Number.isInteger(decimals) &&
    decimals >= 0 &&
    decimals <= MAX_TOKEN_DECIMALS
  )
}

/**
 * Reads a decimal amount in human units ("1.5") as smallest units with `decimals` places. The one
 * parser of the send flow: the Send view validates with it and `sendToken` converts with it.
 * Surrounding whitespace is ignored; trailing zeros beyond `decimals` are not precision ("1.50"
 * with 1 decimal is 15); a leading or trailing dot is fine (".5", "5.").
 *
 * @example
 * parseAmount('1.50', 1) // { ok: true, value: 15n }
 * parseAmount('0.0000001', 6) // { ok: false, problem: 'too-many-decimals' }
 * parseAmount('1e3', 18) // { ok: false, problem: 'invalid' }
 */
export function parseAmount(amount: string, decimals: number): ParsedAmount {
  if (!isValidTokenDecimals(decimals)) return { ok: false, problem: 'invalid' }
  const match = DECIMAL.exec(amount.trim())
  const whole = match?.[1] ?? ''
  const fraction = (match?.[2] ?? '').replace(/0+$/, '')
  if (!match || (whole === '' && (match[2] ?? '') === '')) return { ok: false, problem: 'invalid' }
  if (fraction.length > decimals) return { ok: false, problem: 'too-many-decimals' }
  return { ok: true, value: BigInt((whole || '0') + fraction.padEnd(decimals, '0')) }
}

/**
 * A decimal amount in human units to the smallest unit with `decimals` places (`parseAmount`).
 * Throws `InvalidSendInputError` for anything `parseAmount` refuses.
 *
 * @example
 * parseUnits('1.25', 6) // 1_250_000n
 */
export function parseUnits(amount: string, decimals: number): bigint {
  const parsed = parseAmount(amount, decimals)
  if (!parsed.ok) throw new InvalidSendInputError({ details: `Amount: ${parsed.problem}` })
  return parsed.value
}

/**
 * Why `amount` cannot be sent, or `undefined` when it can: a plain positive decimal with no more
 * places than `decimals`, and (when `balance` in human units is given and readable) no more
 * than the balance.
 *
 * @example
 * amountProblem('13', 6, '12.5') // 'exceeds-balance'
 */
export function amountProblem(
  amount: string,
  decimals: number,
  balance?: string,
): AmountProblem | undefined {
  const parsed = parseAmount(amount, decimals)
  if (!parsed.ok) return parsed.problem
  if (parsed.value === 0n) return 'zero'
  // A balance with more places than the token has is cut, never rounded up.
  const held =
    balance === undefined ? undefined : parseAmount(truncateAmount(balance, decimals), decimals)
  if (held?.ok && parsed.value > held.value) return 'exceeds-balance'
  return undefined
}

/**
 * A human amount cut to `decimals` places without trailing zeros ("12.5000001" → "12.5" at 6), so
 * "use max" always gives an amount `parseAmount` accepts.
 *
 * @example
 * truncateAmount('1.23456789', 4) // '1.2345'
 */
export function truncateAmount(amount: string, decimals: number): string {
  const [whole = '', fraction = ''] = amount.trim().split('.')
  const cut = fraction.slice(0, Math.max(0, decimals)).replace(/0+$/, '')
  return cut ? `${whole || '0'}.${cut}` : whole || '0'
}
