import type { TokenBalance } from '@portico/core'

export type AmountProblem = 'invalid' | 'too-many-decimals' | 'exceeds-balance' | 'zero'

const DECIMAL = /^(\d+)(?:\.(\d*))?$|^\.(\d+)$/

/** Parse a human decimal ("1.5") into smallest units at `decimals`; undefined when not a plain decimal. */
export function toUnits(amount: string, decimals: number): bigint | undefined {
  const match = DECIMAL.exec(amount.trim())
  if (!match) return undefined
  const whole = match[1] ?? '0'
  const fraction = match[2] ?? match[3] ?? ''
  if (fraction.length > decimals) return undefined
  return BigInt(whole + fraction.padEnd(decimals, '0'))
}

/** The number of decimals a token allows (its `quantity.decimals`, 18 when unreadable). */
export function tokenDecimals(token: TokenBalance): number {
  const decimals = Number.parseInt(token.quantity.decimals, 10)
  return Number.isInteger(decimals) && decimals >= 0 && decimals <= 77 ? decimals : 18
}

/**
 * Why `amount` cannot be sent from `token`, or undefined when it can: it must be a plain positive
 * decimal with no more decimals than the token has, and no more than the balance.
 */
export function amountProblem(amount: string, token: TokenBalance): AmountProblem | undefined {
  const decimals = tokenDecimals(token)
  const match = DECIMAL.exec(amount.trim())
  if (!match) return 'invalid'
  const fraction = match[2] ?? match[3] ?? ''
  if (fraction.length > decimals) return 'too-many-decimals'
  const units = toUnits(amount, decimals)
  if (units === undefined) return 'invalid'
  if (units === 0n) return 'zero'
  const balance = toUnits(token.quantity.numeric, decimals)
  if (balance !== undefined && units > balance) return 'exceeds-balance'
  return undefined
}

/** The message shown under the amount field for each problem. */
export const amountProblemText: Record<AmountProblem, string> = {
  invalid: 'Enter a valid amount',
  'too-many-decimals': 'Too many decimals for this token',
  'exceeds-balance': 'Insufficient funds',
  zero: 'Enter an amount above 0',
}
