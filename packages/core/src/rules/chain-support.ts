import type { CaipNetworkId } from '../types/chain.js'

/**
 * SPEC §5: chain support is checked against the requested network list; an empty list means all
 * networks are supported.
 *
 * @example
 * isNetworkSupported('eip155:10', []) // true
 * isNetworkSupported('eip155:10', ['eip155:1']) // false
 */
export function isNetworkSupported(
  caipNetworkId: CaipNetworkId | string | undefined,
  requestedNetworkIds: readonly string[],
): boolean {
  if (requestedNetworkIds.length === 0) return true
  return caipNetworkId !== undefined && requestedNetworkIds.includes(caipNetworkId)
}
