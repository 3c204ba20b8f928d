import { InvalidSendInputError } from '../errors/app-kit-errors.js'

/**
 * A decimal amount in human units ("1.5") to the smallest unit with `decimals` places.
 * Throws `InvalidSendInputError` for anything but a plain non-negative decimal, or more places than
 * the token has.
 */
export function parseUnits(amount: string, decimals: number): bigint {
  const match = /^(\d*)(?:\.(\d*))?$/.exec(amount.trim())
  if (!match || (match[1] === '' && (match[2] ?? '') === '')) throw new InvalidSendInputError()
  const whole = match[1] || '0'
  const fraction = match[2] ?? ''
  if (fraction.replace(/0+$/, '').length > decimals) throw new InvalidSendInputError()
  return BigInt(whole + fraction.padEnd(decimals, '0').slice(0, decimals))
}
