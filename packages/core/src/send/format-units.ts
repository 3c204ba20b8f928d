// Alone in its module: adapters format the balances they read at start-up with it, while the
// rest of the amount rules serve the Send and Swap views. A module shared with a lazy chunk is put
// whole into the page's first load.

/**
 * Smallest units back to a human decimal string (the inverse of `parseAmount`), exact for any size.
 *
 * @example
 * formatUnits(210_000_000_000_000n, 18) // '0.00021'
 */
export function formatUnits(value: bigint, decimals: number): string {
  const negative = value < 0n
  const digits = (negative ? -value : value).toString().padStart(decimals + 1, '0')
  const whole = digits.slice(0, digits.length - decimals)
  const fraction = digits.slice(digits.length - decimals).replace(/0+$/, '')
  return `${negative ? '-' : ''}${whole}${fraction ? `.${fraction}` : ''}`
}
