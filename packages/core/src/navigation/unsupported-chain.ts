import { isNetworkSupported } from '../rules/chain-support.js'
import type { Network } from '../types/network.js'

/**
 * SPEC §5: chain support is checked against the requested network list; an empty list means all
 * are supported.
 *
 * @example
 * isRequestedNetwork('eip155:10', []) // true (an empty list supports all)
 */
export function isRequestedNetwork(
  caipNetworkId: string,
  requested: readonly Pick<Network, 'caipNetworkId'>[],
): boolean {
  return isNetworkSupported(
    caipNetworkId,
    requested.map((n) => n.caipNetworkId),
  )
}

/**
 * SPEC §2: UnsupportedChain opens when the active network is not among the requested networks and
 * network switching is enabled.
 *
 * @example
 * shouldOpenUnsupportedChain({ activeCaipNetworkId: 'eip155:137', requested: [mainnet], networkSwitchEnabled: true }) // true
 */
export function shouldOpenUnsupportedChain(params: {
  activeCaipNetworkId: string | undefined
  requested: readonly Pick<Network, 'caipNetworkId'>[]
  networkSwitchEnabled: boolean
}): boolean {
  if (!params.networkSwitchEnabled || params.activeCaipNetworkId === undefined) return false
  return !isRequestedNetwork(params.activeCaipNetworkId, params.requested)
}
