import { InvalidCaip2NetworkIdError } from '../errors/caip-errors.js'
import { printableValue } from '../errors/printable-value.js'
import { familyRegistry } from '../families/family-registry.js'
import type { CaipNetworkId, ChainNamespace } from '../types/chain.js'
import { isChainNamespace, type NamespaceScope } from './namespaces.js'

/** A parsed CAIP-2 network id. */
export interface Caip2Parts<namespace extends string = string> {
  namespace: namespace
  reference: string
}

export interface Caip2Options {
  /** `'known'` (default): only eip155, solana, polkadot, bip122. `'any'`: any CAIP-2 namespace. */
  namespaces?: NamespaceScope
  /**
   * Also check the reference against the namespace profile: eip155 canonical decimal (kept as a
   * string, never a Number), solana 32 base58 characters (the truncated genesis hash),
   * polkadot and bip122 32 lower-case hex digits.
   */
  checkReference?: boolean
}

const syntax = /^([-a-z0-9]{3,8}):([-_a-zA-Z0-9]{1,32})$/

/**
 * Checks a reference against its namespace's profile; `undefined` for a namespace Portico does
 * not profile.
 *
 * @example
 * validateReference('eip155', '0x1') // false
 */
export function validateReference(namespace: string, reference: string): boolean | undefined {
  if (!isChainNamespace(namespace)) return undefined
  return familyRegistry[namespace].reference.test(reference)
}

function tryParse(id: unknown, options: Caip2Options): Caip2Parts | undefined {
  if (typeof id !== 'string') return undefined
  const match = syntax.exec(id)
  if (!match) return undefined
  const [, namespace, reference] = match as unknown as [string, string, string]
  if ((options.namespaces ?? 'known') === 'known' && !isChainNamespace(namespace)) return undefined
  if (options.checkReference && validateReference(namespace, reference) === false) return undefined
  return { namespace, reference }
}

/**
 * Parses `namespace:reference` (exactly two parts, CAIP-2 syntax). Throws
 * `InvalidCaip2NetworkIdError` ("Invalid CAIP-2 network id") otherwise.
 *
 * @example
 * parse('eip155:1') // { namespace: 'eip155', reference: '1' }
 */
export function parse(
  id: string,
  options?: Caip2Options & { namespaces?: 'known' },
): Caip2Parts<ChainNamespace>
export function parse(id: string, options: Caip2Options): Caip2Parts
export function parse(id: string, options: Caip2Options = {}): Caip2Parts {
  const parts = tryParse(id, options)
  if (!parts)
    throw new InvalidCaip2NetworkIdError({ metaMessages: [`Network id: ${printableValue(id)}`] })
  return parts
}

/**
 * True when {@link parse} would accept the id.
 *
 * @example
 * validate('cosmos:cosmoshub-3', { namespaces: 'any' }) // true
 */
export function validate(id: unknown, options: Caip2Options = {}): id is CaipNetworkId {
  return tryParse(id, options) !== undefined
}

/** Throws `InvalidCaip2NetworkIdError` unless {@link validate} accepts the id. */
export function assert(id: unknown, options: Caip2Options = {}): asserts id is CaipNetworkId {
  parse(id as string, options)
}

/**
 * Builds `namespace:reference`, validating the result.
 *
 * @example
 * format({ namespace: 'eip155', reference: 10 }) // 'eip155:10'
 */
export function format(
  parts: { namespace: ChainNamespace; reference: string | number },
  options: Caip2Options = {},
): CaipNetworkId {
  const id = `${parts.namespace}:${parts.reference}`
  assert(id, options)
  return id
}
