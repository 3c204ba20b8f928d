import { blake2b } from '@noble/hashes/blake2b'
import { balancesOf, type PolkadotBalances } from './polkadot-balances.js'

// `System.Account`'s storage prefix: twox128("System") ++ twox128("Account"), the same on every
// Substrate chain.
const SYSTEM_ACCOUNT = '26aa394eea5630e07c48ae0c9558cef7b99d880ec681799c0cf30e8886371da9'

const hex = (bytes: Uint8Array) =>
  Array.from(bytes, (b) => b.toString(16).padStart(2, '0')).join('')

/** The storage key of `System.Account(accountId)` (its hasher: blake2_128_concat). */
export function systemAccountKey(accountId: Uint8Array): `0x${string}` {
  return `0x${SYSTEM_ACCOUNT}${hex(blake2b(accountId, { dkLen: 16 }))}${hex(accountId)}`
}

/** The bit pallet-balances sets in `flags` once an account's data has the `frozen` layout. */
const NEW_LOGIC = 1n << 127n

/** A little-endian u128 at `at`. */
function u128(bytes: Uint8Array, at: number): bigint {
  let value = 0n
  for (let i = at + 15; i >= at; i--) value = (value << 8n) | BigInt(bytes[i] ?? 0)
  return value
}

/**
 * An `AccountInfo`'s balances from its SCALE bytes as `state_getStorage` returns them (null: no
 * account, all zero), without metadata. Each runtime's `AccountInfo` ends with pallet-balances'
 * four u128 (free, reserved, then `frozen, flags` since 2023 or `miscFrozen, feeFrozen` before),
 * after 16 bytes of nonce and reference counts (80 bytes in all; 76, 72 and 69 in runtimes older
 * than the `frozen` layout). Returns undefined for anything else, and for the one case only the
 * metadata tells apart: 80 bytes whose last u128 lacks the new-layout bit and is larger than the
 * third (an old runtime's `feeFrozen`, or an account the new runtime has not upgraded yet).
 *
 * @example
 * decodeAccountInfo(null) // { free: 0n, reserved: 0n, frozen: 0n, transferable: 0n }
 */
export function decodeAccountInfo(value: string | null): PolkadotBalances | undefined {
  if (value === null) return balancesOf(0n, 0n, 0n)
  if (!/^0x(?:[0-9a-f]{2})*$/i.test(value)) return undefined
  const bytes = Uint8Array.from(value.slice(2).match(/../g) ?? [], (pair) => parseInt(pair, 16))
  if (![69, 72, 76, 80].includes(bytes.length)) return undefined
  const field = (index: number) => u128(bytes, bytes.length - 64 + index * 16)
  const [free, reserved, third, fourth] = [field(0), field(1), field(2), field(3)]
  // New layout: `frozen`, then the flags.
  if (bytes.length === 80 && fourth & NEW_LOGIC) return balancesOf(free, reserved, third)
  // Otherwise the larger of two frozen amounts: the third, either way, when the fourth is not above.
  if (fourth <= third) return balancesOf(free, reserved, third)
  return bytes.length === 80 ? undefined : balancesOf(free, reserved, fourth)
}
