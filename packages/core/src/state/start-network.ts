import type { AppKitOptions } from '../app-kit/app-kit-types.js'
import type { ChainNamespace } from '../types/chain.js'
import type { Network } from '../types/network.js'

/**
 * The starting active network: the stored one when still requested; else, when the stored active
 * namespace is still requested, that family's first network (the wallet had moved to a chain the
 * app does not request: the user comes back to the family they used); else `defaultNetwork` when
 * requested; else the first requested network. A stored id the app no longer requests is never
 * started on, so an old session never starts the kit on a network it cannot use.
 *
 * @example
 * startNetwork({ networks: [mainnet, optimism] }, { networkId: 'eip155:10' }) // optimism
 * startNetwork({ networks: [mainnet, solana] }, { networkId: 'solana:x', namespace: 'solana' }) // solana
 */
export function startNetwork(
  options: Pick<AppKitOptions, 'networks' | 'defaultNetwork'>,
  stored: { networkId?: string | undefined; namespace?: ChainNamespace | undefined },
): Network {
  const { networks } = options
  return (
    networks.find((n) => n.caipNetworkId === stored.networkId) ??
    networks.find((n) => n.chainNamespace === stored.namespace) ??
    networks.find((n) => n.caipNetworkId === options.defaultNetwork?.caipNetworkId) ??
    networks[0]
  )
}
