import type { AppKitSnapshot, ChainNamespace, Network } from '@portico/core'
import { FAMILY_ORDER } from '../../components/family-label.js'

export interface NetworkOption {
  network: Network
  namespace: ChainNamespace
  active: boolean
  /** The network a connected family (not the active one) is on: switching there is instant. */
  current: boolean
  /** The wallet session does not allow this network (SPEC §3 approved network ids). */
  supported: boolean
}

/** One family's networks, for the grouped list. */
export interface NetworkFamily {
  namespace: ChainNamespace
  connected: boolean
  options: NetworkOption[]
}

/**
 * The requested networks of every namespace that has an adapter, the active one marked. When a
 * wallet session approved only some networks (and does not support all), the others are
 * unsupported.
 */
export function networkOptions(
  snapshot: Pick<AppKitSnapshot, 'networks' | 'activeNetwork'> &
    Partial<Pick<AppKitSnapshot, 'connection'>>,
  hasAdapter: (namespace: ChainNamespace) => boolean,
): NetworkOption[] {
  const options: NetworkOption[] = []
  for (const [key, state] of Object.entries(snapshot.networks)) {
    const namespace = key as ChainNamespace
    if (!state || !hasAdapter(namespace)) continue
    const approved = state.approvedCaipNetworkIds
    const connected = snapshot.connection?.[namespace] === 'connected'
    for (const network of state.requestedCaipNetworks) {
      const active = snapshot.activeNetwork?.caipNetworkId === network.caipNetworkId
      options.push({
        network,
        namespace,
        active,
        current: !active && connected && state.caipNetwork?.caipNetworkId === network.caipNetworkId,
        supported:
          state.supportsAllNetworks ||
          approved.length === 0 ||
          approved.includes(network.caipNetworkId),
      })
    }
  }
  return options
}

/** The options grouped per family (EVM, Solana, Bitcoin, Polkadot), each family's order kept. */
export function groupByFamily(
  options: readonly NetworkOption[],
  connection: AppKitSnapshot['connection'],
): NetworkFamily[] {
  const families: NetworkFamily[] = []
  for (const namespace of FAMILY_ORDER) {
    const own = options.filter((option) => option.namespace === namespace)
    if (own.length > 0)
      families.push({ namespace, connected: connection[namespace] === 'connected', options: own })
  }
  return families
}
