import { base58 } from '@scure/base'
import { InvalidAddressError } from '../errors/caip-errors.js'
import { printableValue } from '../errors/printable-value.js'
import type { CheckedAddress } from './checked-address.js'

const pattern = /^[1-9A-HJ-NP-Za-km-z]{32,44}$/

/**
 * A Solana address: 32 to 44 base58 characters that decode to exactly 32 bytes (SPEC §5).
 * There is no checksum, so a typo can still be a (different) valid address; off-curve
 * addresses (PDAs) are valid addresses that cannot sign.
 *
 * @example
 * validate('11111111111111111111111111111111') // true
 */
export function validate(value: unknown): value is string {
  if (typeof value !== 'string' || !pattern.test(value)) return false
  try {
    return base58.decode(value).length === 32
  } catch {
    return false
  }
}

/** Throws `InvalidAddressError` unless {@link validate} accepts the value. */
export function assert(value: unknown): asserts value is string {
  if (!validate(value)) throw new InvalidAddressError(printableValue(value))
}

/**
 * The address as a `CheckedAddress` when {@link validate} accepts it, else `undefined`.
 *
 * @example
 * check('11111111111111111111111111111111') // '11111111111111111111111111111111'
 */
export function check(value: unknown): CheckedAddress<'solana'> | undefined {
  return validate(value) ? (value as CheckedAddress<'solana'>) : undefined
}
