import {
  AdapterOrConnectorNotFoundError,
  ChainNotSupportedError,
  DisconnectedError,
  type Network,
  ProviderRpcError,
  type RpcRequest,
} from '@portico/core'
import { type ScopedClock, withTimeout } from '@portico/core/adapter-kit'
import { type Config, getAccount } from '@wagmi/core'
import type { Address, Chain } from 'viem'
import { type Eip1193Provider, isEip1193Provider } from '../discovery/eip1193-provider.js'
import { toPorticoError } from '../errors/to-portico-error.js'

/** What the adapter's methods share inside one instance: its config and how a call is run. */
export interface InstanceSession {
  /** The wagmi config, or a typed error before `setup()` finished. */
  config(): Config
  /** The connected account, or `DisconnectedError`. */
  account(): Address
  /** The config's chain for `network`, or `ChainNotSupportedError`. */
  chain(network: Network): Chain
  /**
   * Runs one action: errors become core's typed errors; with `method`, a wallet that does not
   * answer within the request timeout fails with `WalletRequestTimeoutError`. A failure because
   * the node of `chainId` (default: the connected chain) cannot be reached becomes
   * `RpcUnreachableError` naming that network.
   */
  act<T>(action: () => Promise<T>, method?: string, chainId?: number): Promise<T>
  /** A raw request to the connected wallet (timed, typed errors). */
  request(request: RpcRequest): Promise<unknown>
}

/** The session over a config that `setup()` fills in. */
export function createInstanceSession(parameters: {
  getConfig(): Config | undefined
  clock: ScopedClock
  requestTimeout: number
}): InstanceSession {
  const { clock, requestTimeout } = parameters

  function config(): Config {
    const cfg = parameters.getConfig()
    if (!cfg)
      throw new AdapterOrConnectorNotFoundError({ details: 'evmAdapter: setup() not called' })
    return cfg
  }

  function currentConnection() {
    const cfg = parameters.getConfig()
    return cfg && getAccount(cfg)
  }

  async function act<T>(action: () => Promise<T>, method?: string, chainId?: number): Promise<T> {
    try {
      const pending = action()
      return await (method
        ? withTimeout(pending, { clock, timeout: requestTimeout, method })
        : pending)
    } catch (error) {
      const mapped = toPorticoError(error)
      const cfg = parameters.getConfig()
      // A wallet's own answer (EIP-1193 4001, 4100, ...) is the wallet's. Anything else may be the
      // node's (the kit's own read, or the wallet's through its node): that check loads only now.
      if (!cfg || (mapped instanceof ProviderRpcError && mapped.code > 0)) throw mapped
      const id = chainId ?? getAccount(cfg).chainId
      const chain = cfg.chains.find((c) => c.id === id)
      const { nodeUnreachable } = await import('../errors/node-unreachable.js')
      throw await nodeUnreachable(error, mapped, { config: cfg, chain, clock, method })
    }
  }

  async function connectedProvider(): Promise<Eip1193Provider> {
    const { connector, chainId } = currentConnection() ?? {}
    if (!connector) throw new DisconnectedError()
    const provider = await connector.getProvider({ chainId })
    if (!isEip1193Provider(provider)) throw new DisconnectedError()
    return provider
  }

  return {
    config,
    account() {
      const account = currentConnection()?.address
      if (!account) throw new DisconnectedError()
      return account
    },
    chain(network) {
      const chain = config().chains.find((c) => c.id === Number(network.id))
      if (!chain) throw new ChainNotSupportedError({ details: network.caipNetworkId })
      return chain
    },
    act,
    request: (request) =>
      act(async () => {
        const provider = await connectedProvider()
        return provider.request({ method: request.method, params: request.params })
      }, request.method),
  }
}
