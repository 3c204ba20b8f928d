import { InvalidCaip10AddressError, InvalidCaipAddressError } from '../errors/caip-errors.js'
import { printableValue } from '../errors/printable-value.js'
import type { CaipAddress, CaipNetworkId, ChainNamespace } from '../types/chain.js'
import { validateAccountAddress } from './account-address.js'
import { validateReference } from './caip2.js'
import { isChainNamespace, type NamespaceScope } from './namespaces.js'

/** A parsed CAIP-10 account id. */
export interface Caip10Parts<namespace extends string = string> {
  namespace: namespace
  reference: string
  /** The CAIP-2 network id, `namespace:reference`. */
  chainId: `${namespace}:${string}`
  address: string
}

export interface Caip10Options {
  /** `'known'` (default): only eip155, solana, polkadot, bip122. `'any'`: any CAIP-10 namespace. */
  namespaces?: NamespaceScope
  /** Also check the reference profile and the address by its namespace's rule. */
  checkAddress?: boolean
}

const syntax = /^([-a-z0-9]{3,8}):([-_a-zA-Z0-9]{1,32}):([-.%a-zA-Z0-9]{1,128})$/

/**
 * Whether `value` is text a CAIP-10 account address may be (its `account_address` characters and
 * length), whatever the family: the check for an address read back from outside (storage, an
 * answer) before any family's own rule has loaded.
 */
export const isCaip10AddressText = (value: unknown): value is string =>
  typeof value === 'string' && /^[-.%a-zA-Z0-9]{1,128}$/.test(value)

/**
 * Parses `namespace:reference:address`.
 *
 * Which error when (SPEC §5):
 * - "Invalid CAIP Address" (`InvalidCaipAddressError`): not a string of exactly three non-empty
 *   colon-separated parts, or (default scope) a namespace Portico does not know.
 * - "Invalid CAIP-10 address" (`InvalidCaip10AddressError`): the parts are there but break the
 *   CAIP-10 syntax (characters, lengths), or, with `checkAddress`, the reference or the address
 *   fails the namespace's rule. `%` escapes are never decoded.
 *
 * @example
 * parse('eip155:1:0xab16a96D359eC26a11e2C2b3d8f8B8942d5Bfcdb').chainId // 'eip155:1'
 */
export function parse(
  value: string,
  options?: Caip10Options & { namespaces?: 'known' },
): Caip10Parts<ChainNamespace>
export function parse(value: string, options: Caip10Options): Caip10Parts
export function parse(value: string, options: Caip10Options = {}): Caip10Parts {
  const meta = { metaMessages: [`CAIP address: ${printableValue(value)}`] }
  if (typeof value !== 'string') throw new InvalidCaipAddressError(meta)
  const parts = value.split(':')
  if (parts.length !== 3 || parts.some((part) => part === ''))
    throw new InvalidCaipAddressError(meta)
  const [namespace, reference, address] = parts as [string, string, string]
  if ((options.namespaces ?? 'known') === 'known' && !isChainNamespace(namespace)) {
    throw new InvalidCaipAddressError(meta)
  }
  if (!syntax.test(value)) throw new InvalidCaip10AddressError(meta)
  if (
    options.checkAddress &&
    (validateReference(namespace, reference) === false ||
      validateAccountAddress(namespace, address, reference) === false)
  ) {
    throw new InvalidCaip10AddressError(meta)
  }
  return { namespace, reference, chainId: `${namespace}:${reference}`, address }
}

/**
 * True when {@link parse} would accept the value.
 *
 * @example
 * validate('eip155:1:0x0495766CD136138FC492DD499B8DC87A92D6685B', { checkAddress: true }) // false
 */
export function validate(value: unknown, options: Caip10Options = {}): value is CaipAddress {
  try {
    parse(value as string, options)
    return true
  } catch {
    return false
  }
}

/** Throws (see {@link parse}) unless {@link validate} accepts the value. */
export function assert(value: unknown, options: Caip10Options = {}): asserts value is CaipAddress {
  parse(value as string, options)
}

/**
 * Builds `namespace:reference:address` from a network id and an address, validating the result.
 *
 * @example
 * format('eip155:1', '0xab16a96D359eC26a11e2C2b3d8f8B8942d5Bfcdb')
 */
export function format(
  chainId: CaipNetworkId,
  address: string,
  options: Caip10Options = {},
): CaipAddress {
  const value = `${chainId}:${address}`
  assert(value, options)
  return value
}
