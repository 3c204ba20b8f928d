import type { AppKitSnapshot } from '../app-kit/app-kit-types.js'
import { SwapsNetworkNotSupportedError } from '../errors/app-kit-errors.js'
import { swapNetworkIds } from '../networks/network-constants.js'
import type { CaipNetworkId } from '../types/chain.js'

/**
 * Whether the kit offers swaps now (SPEC §2, §9): the swaps feature is on and the active network
 * is one of the swap networks (`options.swapNetworks`, default the 12 of SPEC §9).
 *
 * @example
 * swapsOffered(kit.getSnapshot(), kit.options.swapNetworks) // true on eip155:1
 */
export function swapsOffered(
  snapshot: Pick<AppKitSnapshot, 'features' | 'activeNetwork'>,
  swapNetworks: readonly CaipNetworkId[] = swapNetworkIds,
): boolean {
  const network = snapshot.activeNetwork
  return (
    snapshot.features.swaps && network !== undefined && swapNetworks.includes(network.caipNetworkId)
  )
}

/** Throws "Network not supported for Swaps" (SPEC §8) off the swap networks. */
export function assertSwapNetwork(
  networkId: CaipNetworkId | undefined,
  swapNetworks: readonly CaipNetworkId[] = swapNetworkIds,
): asserts networkId is CaipNetworkId {
  if (networkId === undefined || !swapNetworks.includes(networkId)) {
    throw new SwapsNetworkNotSupportedError({ details: `network ${networkId ?? 'none'}` })
  }
}
