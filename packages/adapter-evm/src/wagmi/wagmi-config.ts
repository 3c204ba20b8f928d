import { ChainNotSupportedError, type KitStorage, type Network } from '@portico/core'
import {
  type Config,
  type CreateConnectorFn,
  createConfig,
  type Connector as WagmiConnector,
} from '@wagmi/core'
import type { Chain, Transport } from 'viem'
import type { EvmAdapterOptions } from '../evm-adapter-types.js'
import { toViemChain } from '../networks/to-viem-chain.js'
import { createWagmiStorage } from '../storage/wagmi-storage.js'
import { createTransport } from '../transports/create-transport.js'
import { addConnectors, rehydrate } from './wagmi-internals.js'

/**
 * RPC URLs of `network`, tried in order: the app's own (`rpcUrls` option) first, then the kit's
 * endpoint on the data API (`/v1/?chainId=&projectId=`, when the app gave `apiUrl`); the
 * network's public URLs only when there is neither.
 */
export function rpcUrlsFor(
  options: EvmAdapterOptions,
  network: Network,
  kitEndpoint?: (network: Network) => string | undefined,
): readonly string[] {
  const own = options.rpcUrls?.[Number(network.id)]
  const endpoint = kitEndpoint?.(network)
  if (own) return endpoint && !own.includes(endpoint) ? [...own, endpoint] : own
  return endpoint ? [endpoint] : network.rpcUrls.default.http
}

/**
 * The wagmi config of one adapter instance, with `fns` set up in it: a passed `wagmiConfig` is
 * used as is (its storage, chains and transports stay), otherwise one is created over the kit's
 * storage. Resolves once wagmi's persisted state is in, so nothing restored later overwrites a
 * connection.
 */
export async function setupWagmiConfig(
  options: EvmAdapterOptions,
  parameters: {
    networks: readonly Network[]
    storage: KitStorage
    fns: readonly CreateConnectorFn[]
    kitEndpoint?: ((network: Network) => string | undefined) | undefined
  },
): Promise<{ config: Config; created: readonly WagmiConnector[] }> {
  let config: Config
  let created: readonly WagmiConnector[]
  if (options.wagmiConfig) {
    // Only apps that pass their own config load the check (they ship wagmi already).
    const { asWagmiConfig } = await import('./shared-wagmi-config.js')
    config = asWagmiConfig(options.wagmiConfig)
    created = addConnectors(config, parameters.fns)
  } else {
    const chains = parameters.networks.map(toViemChain)
    if (chains.length === 0)
      throw new ChainNotSupportedError({ details: 'evmAdapter needs at least one eip155 network' })
    const transports: Record<number, Transport> = {}
    for (const network of parameters.networks) {
      const id = Number(network.id)
      transports[id] =
        options.transports?.[id] ??
        createTransport(rpcUrlsFor(options, network, parameters.kitEndpoint))
    }
    config = createConfig({
      chains: chains as [Chain, ...Chain[]],
      transports,
      connectors: [...parameters.fns],
      storage: createWagmiStorage(parameters.storage),
      multiInjectedProviderDiscovery: false,
    })
    created = config.connectors
  }
  await rehydrate(config)
  return { config, created }
}
