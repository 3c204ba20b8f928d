/** Decimals shown for token amounts and balances (SPEC §2, §5). */
export const AMOUNT_DECIMALS = 3
/** Decimals shown for USD values (SPEC §2). */
export const USD_DECIMALS = 2

/** Plain decimal digits of a number, without exponent notation. */
function toPlainDecimal(value: string | number | bigint): string | undefined {
  if (typeof value === 'bigint') return value.toString()
  if (typeof value === 'number') {
    if (!Number.isFinite(value)) return undefined
    // toFixed(20) never uses exponents below 1e21; larger values are integers anyway.
    return Math.abs(value) >= 1e21 ? BigInt(Math.trunc(value)).toString() : value.toFixed(20)
  }
  const text = value.trim()
  if (/^[-+]?(\d+\.?\d*|\.\d+)$/.test(text)) return text
  if (/^[-+]?(\d+\.?\d*|\.\d+)e[-+]?\d+$/i.test(text)) return toPlainDecimal(Number(text))
  return undefined
}

/**
 * Truncates (never rounds) a decimal amount to `decimals` places and pads it, so a balance shows
 * exactly 3 decimals and a zero balance shows `0.000` (SPEC §5). Unparseable input shows as zero.
 * With a `locale`, the truncated digits are written by `Intl.NumberFormat` for it (grouping,
 * decimal sign) with exactly `decimals` places; without one, plain digits and a dot (for inputs).
 *
 * @example
 * formatAmount('1.23999') // '1.239'
 * formatAmount(0) // '0.000'
 * formatAmount('1234.5678', 3, 'de') // '1.234,567'
 */
export function formatAmount(
  value: string | number | bigint | undefined | null,
  decimals: number = AMOUNT_DECIMALS,
  locale?: string,
): string {
  const plain = truncateAmount(value, decimals)
  if (locale === undefined) return plain
  // Intl reads a decimal string exactly (no float rounding), so the truncation above holds.
  return new Intl.NumberFormat(locale, {
    minimumFractionDigits: decimals,
    maximumFractionDigits: decimals,
  }).format(plain as Intl.StringNumericLiteral)
}

function truncateAmount(
  value: string | number | bigint | undefined | null,
  decimals: number,
): string {
  const plain = value === undefined || value === null ? undefined : toPlainDecimal(value)
  const zero = `0${decimals > 0 ? `.${'0'.repeat(decimals)}` : ''}`
  if (plain === undefined) return zero
  const negative = plain.startsWith('-')
  const unsigned = plain.replace(/^[-+]/, '')
  const [rawInteger = '', rawFraction = ''] = unsigned.split('.')
  const integer = rawInteger.replace(/^0+(?=\d)/, '') || '0'
  const fraction = rawFraction.slice(0, decimals).padEnd(decimals, '0')
  const result = decimals > 0 ? `${integer}.${fraction}` : integer
  // A value that truncates to zero shows as zero, without a minus sign.
  return negative && /[1-9]/.test(result) ? `-${result}` : result
}

/**
 * A USD value with 2 decimals (SPEC §2), e.g. `$1,234.57`, written by `Intl.NumberFormat` for
 * `locale` (default `en-US`: `1.234,57 $` in `de`). Policy: USD values are rounded to the cent
 * (unlike token amounts, which are truncated); unparseable input shows `$0.00`, and a value that
 * rounds to zero shows without a minus sign.
 *
 * @example
 * formatUsd(1234.567) // '$1,234.57'
 */
export function formatUsd(value: string | number | undefined | null, locale = 'en-US'): string {
  const number = typeof value === 'number' ? value : Number(value ?? 0)
  const shown = Number.isFinite(number) && Math.abs(number) >= 0.005 ? number : 0
  return new Intl.NumberFormat(locale, {
    style: 'currency',
    currency: 'USD',
    minimumFractionDigits: USD_DECIMALS,
    maximumFractionDigits: USD_DECIMALS,
  }).format(shown)
}
