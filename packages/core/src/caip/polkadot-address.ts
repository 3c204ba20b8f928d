import { blake2b } from '@noble/hashes/blake2b'
import { base58 } from '@scure/base'
import { InvalidAddressError } from '../errors/caip-errors.js'
import { printableValue } from '../errors/printable-value.js'
import type { CheckedAddress } from './checked-address.js'

const SS58_PREFIX = new TextEncoder().encode('SS58PRE')

/** A decoded SS58 address: its network prefix and 32- or 33-byte public key. */
export interface DecodedSs58 {
  prefix: number
  publicKey: Uint8Array
}

/**
 * Decodes an SS58 address, checking its blake2b-512 "SS58PRE" checksum. Returns `undefined` for
 * anything else. Only account ids (32 bytes) and ECDSA keys (33 bytes) with a 2-byte checksum count.
 *
 * @example
 * decode('15rRgsWxz4H5LTnNGcCFsszfXD8oeAFd8QRsR6MbQE2f6XFF')?.prefix // 0
 */
export function decode(value: string): DecodedSs58 | undefined {
  if (!/^[1-9A-HJ-NP-Za-km-z]{40,60}$/.test(value)) return undefined
  let bytes: Uint8Array
  try {
    bytes = base58.decode(value)
  } catch {
    return undefined
  }
  const first = bytes[0]
  if (first === undefined || first > 127) return undefined
  let prefixLength = 1
  let prefix = first
  if (first >= 64) {
    const second = bytes[1]
    if (second === undefined) return undefined
    prefixLength = 2
    prefix = ((first & 0x3f) << 2) | (second >> 6) | ((second & 0x3f) << 8)
  }
  const keyLength = bytes.length - prefixLength - 2
  if (keyLength !== 32 && keyLength !== 33) return undefined
  const body = bytes.subarray(0, bytes.length - 2)
  const hash = blake2b(new Uint8Array([...SS58_PREFIX, ...body]), { dkLen: 64 })
  if (hash[0] !== bytes[bytes.length - 2] || hash[1] !== bytes[bytes.length - 1]) return undefined
  return { prefix, publicKey: bytes.slice(prefixLength, prefixLength + keyLength) }
}

/**
 * A valid SS58 address (any network prefix: wallets often show the generic prefix 42, so the
 * prefix is not matched to the chain).
 */
export function validate(value: unknown): value is string {
  return typeof value === 'string' && decode(value) !== undefined
}

/** Throws `InvalidAddressError` unless {@link validate} accepts the value. */
export function assert(value: unknown): asserts value is string {
  if (!validate(value)) throw new InvalidAddressError(printableValue(value))
}

/**
 * Encodes a 32-byte account id (or 33-byte ECDSA key) as an SS58 address for network `prefix`
 * (0-16383): the same account shows under each chain's own prefix. The result carries its
 * checksum by construction, so it is a `CheckedAddress`.
 *
 * @example
 * encode(decode(alice)!.publicKey, 0) // '15oF4uVJwmo4TdGW7VfQxNLavjCXviqxT9S1MgbjMNHr6Sp5'
 */
export function encode(publicKey: Uint8Array, prefix: number): CheckedAddress<'polkadot'> {
  if (!Number.isInteger(prefix) || prefix < 0 || prefix > 16383 || prefix === 46 || prefix === 47)
    throw new InvalidAddressError(`SS58 prefix ${prefix}`)
  if (publicKey.length !== 32 && publicKey.length !== 33)
    throw new InvalidAddressError(`${publicKey.length}-byte key`)
  const head =
    prefix < 64 ? [prefix] : [((prefix & 0xfc) >> 2) | 0x40, (prefix >> 8) | ((prefix & 0x03) << 6)]
  const body = new Uint8Array([...head, ...publicKey])
  const hash = blake2b(new Uint8Array([...SS58_PREFIX, ...body]), { dkLen: 64 })
  return base58.encode(
    new Uint8Array([...body, hash[0] ?? 0, hash[1] ?? 0]),
  ) as CheckedAddress<'polkadot'>
}

/**
 * The same account as an SS58 address for `prefix`, or `undefined` when `address` is not a valid
 * SS58 address.
 */
export function reencode(address: string, prefix: number): CheckedAddress<'polkadot'> | undefined {
  const decoded = decode(address)
  return decoded ? encode(decoded.publicKey, prefix) : undefined
}
