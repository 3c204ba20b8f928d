import {
  type BaseError,
  ChainNotSupportedError,
  DisconnectedError,
  type Network,
} from '@portico/core'
import { type CheckedAddress, type ScopedClock, withTimeout } from '@portico/core/adapter-kit'
import type { SolanaActions } from '../actions/load-actions.js'
import { loadSolanaActions } from '../actions/load-actions.js'
import type { SolanaRpc } from '../actions/rpc-client.js'
import { toPorticoError } from '../errors/to-portico-error.js'
import type { WalletBackend } from '../wallets/wallet-backend.js'

/** The wallet the instance is connected to. */
export interface ActiveWallet {
  backend: WalletBackend
  /** Accounts the wallet exposed, fully checked (base58 of 32 bytes); the first is active. */
  addresses: CheckedAddress<'solana'>[]
  stopWatching(): void
}

/** What the acting methods share inside one instance. */
export interface InstanceSession {
  /** The network acted on now. */
  network(): Network
  /** One of this adapter's networks by CAIP-2 id, or `ChainNotSupportedError`. */
  ownNetwork(network: Network | undefined): Network
  active(): ActiveWallet | undefined
  /** The connected wallet and its active address, or `DisconnectedError`. */
  connected(): { backend: WalletBackend; address: string }
  /** The JSON-RPC URL of the network acted on now. */
  rpcUrl(): string
  /** The chain module and an RPC client of `network` (loaded on first use). */
  chain(network?: Network): Promise<{ actions: SolanaActions; rpc: SolanaRpc }>
  /** Runs a wallet request: typed errors, and a timeout when it names the wallet method. */
  act<T>(action: () => Promise<T>, method?: string): Promise<T>
}

export function createInstanceSession(parameters: {
  networks: readonly Network[]
  getNetwork(): Network
  getActive(): ActiveWallet | undefined
  rpcUrlOf(network: Network): string
  clock: ScopedClock
  requestTimeout: number
}): InstanceSession {
  const rpcs = new Map<string, SolanaRpc>()

  async function act<T>(action: () => Promise<T>, method?: string): Promise<T> {
    try {
      const pending = action()
      return await (method
        ? withTimeout(pending, {
            clock: parameters.clock,
            timeout: parameters.requestTimeout,
            method,
          })
        : pending)
    } catch (error) {
      throw toPorticoError(error) satisfies BaseError
    }
  }

  return {
    network: parameters.getNetwork,
    ownNetwork(network) {
      if (!network) return parameters.getNetwork()
      const own = parameters.networks.find((n) => n.caipNetworkId === network.caipNetworkId)
      if (!own) throw new ChainNotSupportedError({ details: network.caipNetworkId })
      return own
    },
    active: parameters.getActive,
    connected() {
      const active = parameters.getActive()
      const address = active?.addresses[0]
      if (!active || !address) throw new DisconnectedError()
      return { backend: active.backend, address }
    },
    rpcUrl: () => parameters.rpcUrlOf(parameters.getNetwork()),
    async chain(network) {
      const actions = await loadSolanaActions()
      const target = network ?? parameters.getNetwork()
      const url = parameters.rpcUrlOf(target)
      const key = `${target.name}\n${url}`
      let rpc = rpcs.get(key)
      if (!rpc) {
        // Named: a cluster that does not answer is reported as that network's fault.
        rpc = actions.createRpcClient(url, target.name)
        rpcs.set(key, rpc)
      }
      return { actions, rpc }
    },
    act,
  }
}
