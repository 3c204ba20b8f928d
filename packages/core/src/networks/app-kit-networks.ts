import type { Unsubscribe } from '../adapter/chain-adapter.js'
import type { CaipNetworkId } from '../types/chain.js'
import type { Network } from '../types/network.js'

/** The active network: switch, remove, read and watch. A part of `AppKit`. */
export interface AppKitNetworks {
  /** SPEC §4: switch the active network (by object or CAIP-2 id); resets the send draft. */
  switchNetwork(network: Network | CaipNetworkId): Promise<void>
  /** Remove a requested network; refuses the last one of a namespace. */
  removeNetwork(network: Network | CaipNetworkId): void
  /** The active network. */
  getNetwork(): Network | undefined
  watchNetwork(
    onChange: (network: Network | undefined, previous: Network | undefined) => void,
  ): Unsubscribe
}
