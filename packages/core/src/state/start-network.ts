import type { AppKitOptions } from '../app-kit/app-kit-types.js'
import type { Network } from '../types/network.js'

/**
 * The starting active network: the stored one when still requested, else `defaultNetwork` when
 * requested, else the first requested network (SPEC §9 default). A stored id the app no longer
 * requests is ignored, so an old session never starts the kit on a network it cannot use.
 *
 * @example
 * startNetwork({ networks: [mainnet, optimism] }, 'eip155:10') // optimism
 */
export function startNetwork(
  options: Pick<AppKitOptions, 'networks' | 'defaultNetwork'>,
  storedId: string | undefined,
): Network {
  const stored = options.networks.find((n) => n.caipNetworkId === storedId)
  const fallback = options.networks.find(
    (n) => n.caipNetworkId === options.defaultNetwork?.caipNetworkId,
  )
  return stored ?? fallback ?? options.networks[0]
}
