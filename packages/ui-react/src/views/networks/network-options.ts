import type { AppKitSnapshot, ChainNamespace, Network } from '@portico/core'

export interface NetworkOption {
  network: Network
  active: boolean
  /** The wallet session does not allow this network (SPEC §3 approved network ids). */
  supported: boolean
}

/**
 * The requested networks of every namespace that has an adapter, the active one marked. When a
 * wallet session approved only some networks (and does not support all), the others are
 * unsupported.
 */
export function networkOptions(
  snapshot: Pick<AppKitSnapshot, 'networks' | 'activeNetwork'>,
  hasAdapter: (namespace: ChainNamespace) => boolean,
): NetworkOption[] {
  const options: NetworkOption[] = []
  for (const [namespace, state] of Object.entries(snapshot.networks)) {
    if (!state || !hasAdapter(namespace as ChainNamespace)) continue
    const approved = state.approvedCaipNetworkIds
    for (const network of state.requestedCaipNetworks) {
      options.push({
        network,
        active: snapshot.activeNetwork?.caipNetworkId === network.caipNetworkId,
        supported:
          state.supportsAllNetworks ||
          approved.length === 0 ||
          approved.includes(network.caipNetworkId),
      })
    }
  }
  return options
}
