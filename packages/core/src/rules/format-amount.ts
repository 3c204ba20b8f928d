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
 *
 * @example
 * formatAmount('1.23999') // '1.239'
 * formatAmount(0) // '0.000'
 */
export function formatAmount(
  value: string | number | bigint | undefined | null,
  decimals: number = AMOUNT_DECIMALS,
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

const usdFormatter = new Intl.NumberFormat('en-US', {
  style: 'currency',
  currency: 'USD',
  minimumFractionDigits: USD_DECIMALS,
  maximumFractionDigits: USD_DECIMALS,
})

/**
 * A USD value with 2 decimals (SPEC §2), e.g. `$1,234.57`. Policy: USD values are rounded to the
 * cent (unlike token amounts, which are truncated); unparseable input shows `$0.00`.
 *
 * @example
 * formatUsd(1234.567) // '$1,234.57'
 */
export function formatUsd(value: string | number | undefined | null): string {
  const number = typeof value === 'number' ? value : Number(value ?? 0)
  return usdFormatter.format(Number.isFinite(number) ? number : 0).replace('-$0.00', '$0.00')
}
