import type { SwapQuoteDetails, SwapTokenOption } from '@portico/core'
import { formatAmount, formatUnits } from '@portico/core/internal'

/** A base-unit amount of `token` with the spec's 3 decimals ("0.004 ETH", "< 0.001 ETH"). */
export function tokenAmountText(value: bigint, token: SwapTokenOption, locale?: string): string {
  const units = formatUnits(value, token.decimals)
  // A fee below the third decimal is not free: say so rather than show 0.000.
  if (value > 0n && /^0\.0+$/.test(formatAmount(units))) {
    return `< ${formatAmount('0.001', 3, locale)} ${token.symbol}`
  }
  return `${formatAmount(units, 3, locale)} ${token.symbol}`
}

/** "1 USDC ≈ 0.000497 ETH" from a quote (6 significant digits, never exponent notation). */
export function rateText(
  quote: SwapQuoteDetails,
  source: SwapTokenOption,
  target: SwapTokenOption,
): string {
  const from = Number(formatUnits(quote.fromAmount, source.decimals))
  const to = Number(formatUnits(quote.toAmount, target.decimals))
  if (!(from > 0)) return ''
  const rate = to / from
  const digits = rate >= 1 ? 4 : Math.min(12, 2 - Math.floor(Math.log10(rate)) + 3)
  return `1 ${source.symbol} ≈ ${rate.toFixed(Math.max(0, digits)).replace(/\.?0+$/, '')} ${target.symbol}`
}

/** Price impact with 2 decimals ("0.50%"), or "< 0.01%". */
export function priceImpactText(impact: number): string {
  return impact > 0 && impact < 0.01 ? '< 0.01%' : `${impact.toFixed(2)}%`
}
