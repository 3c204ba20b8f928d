import { keccak_256 } from '@noble/hashes/sha3'
import { InvalidAddressError } from '../errors/caip-errors.js'
import { printableValue } from '../errors/printable-value.js'

/** A `0x`-prefixed, 40-hex-digit EVM address. */
export type EvmAddress = `0x${string}`

const wellFormedPattern = /^0x[0-9a-fA-F]{40}$/
const inputPattern = /^(0x)?[0-9a-fA-F]{40}$/

/**
 * `0x` plus exactly 40 hex digits, any case (no checksum check). Upper-case `0X`, whitespace and
 * look-alike Unicode digits are refused.
 *
 * @example
 * isWellFormed('0xde709f2102306220921060314715629080e2fb77') // true
 */
export function isWellFormed(value: unknown): value is EvmAddress {
  return typeof value === 'string' && wellFormedPattern.test(value)
}

/**
 * The EIP-55 checksummed form of a well-formed address (chain id never salts it: EIP-1191 is not
 * applied). Throws `InvalidAddressError` when the input is not well formed.
 *
 * @example
 * checksum('0xa0cf798816d4b9b9866b5330eea46a18382f251e') // '0xA0Cf798816D4b9b9866b5330EEa46a18382f251e'
 */
export function checksum(address: string): EvmAddress {
  if (!isWellFormed(address)) throw new InvalidAddressError(address)
  const lower = address.slice(2).toLowerCase()
  const hash = keccak_256(new TextEncoder().encode(lower))
  let result = '0x'
  for (let i = 0; i < 40; i++) {
    const char = lower[i] as string
    const byte = hash[i >> 1] as number
    const nibble = i % 2 === 0 ? byte >> 4 : byte & 0x0f
    result += nibble >= 8 ? char.toUpperCase() : char
  }
  return result as EvmAddress
}

/**
 * Portico's EVM address policy (same as viem's `isAddress`): well formed AND either exactly
 * EIP-55 checksummed or all lower-case. All upper-case and wrongly mixed case are refused, since
 * they carry no checksum or a wrong one (vectors/eip55 `acceptStrict`).
 *
 * @example
 * validate('0x5aAeb6053F3E94C9b9A09f33669435E7Ef1BeAed') // true
 * validate('0x5AAEB6053F3E94C9B9A09F33669435E7EF1BEAED') // false
 */
export function validate(value: unknown): value is EvmAddress {
  if (!isWellFormed(value)) return false
  const hex = value.slice(2)
  return hex === hex.toLowerCase() || checksum(value) === value
}

/** Throws `InvalidAddressError` unless {@link validate} accepts the value. */
export function assert(value: unknown): asserts value is EvmAddress {
  if (!validate(value)) throw new InvalidAddressError(printableValue(value))
}

/**
 * SPEC §5 input rule: an optional `0x` prefix plus 40 hex characters. Mixed case must still be a
 * correct checksum (same policy as {@link validate}).
 *
 * @example
 * isAddressInput('de709f2102306220921060314715629080e2fb77') // true
 */
export function isAddressInput(value: unknown): boolean {
  if (typeof value !== 'string' || !inputPattern.test(value)) return false
  return validate(value.startsWith('0x') ? value : `0x${value}`)
}

/**
 * Normalises an accepted address (see {@link isAddressInput}) to its checksummed `0x` form.
 *
 * @example
 * from('f39fd6e51aad88f6f4ce6ab8827279cfffb92266') // '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266'
 */
export function from(value: string): EvmAddress {
  if (!isAddressInput(value)) throw new InvalidAddressError(value)
  return checksum(value.startsWith('0x') ? value : `0x${value}`)
}
