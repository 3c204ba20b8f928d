import { BaseError, type Clock, type Network, RpcUnreachableError } from '@portico/core'
import type { ChainConnections } from './chain-connections.js'
import type { ChainApi, ChainModule } from './load-chain.js'

/**
 * How long a call waits for a dropped node connection to come back (the client retries every
 * second) before the node counts as unreachable.
 */
export const NODE_RECONNECT_WAIT_MS = 3_000

/** Resolves once `api` is connected again, or false after `wait` ms on `clock`. */
function reconnected(api: ChainApi, clock: Clock, wait: number): Promise<boolean> {
  if (api.isConnected) return Promise.resolve(true)
  return new Promise((resolve) => {
    const onConnected = () => {
      clock.clearTimeout(timer)
      resolve(true)
    }
    const timer = clock.setTimeout(() => {
      api.off('connected', onConnected)
      resolve(api.isConnected)
    }, wait)
    api.once('connected', onConnected)
  })
}

/**
 * Runs `run` on `network`'s node: a node that cannot be reached — the first connection
 * refused, or a dropped connection not back within {@link NODE_RECONNECT_WAIT_MS}, or a call that
 * failed because the connection dropped under it — rejects with `RpcUnreachableError` naming the
 * network and saying what to do; a node that came back is used again. Typed errors of the kit
 * (a wrong genesis, a bad address) and the chain's own answers pass through.
 *
 * @example
 * const balances = await onNode({ chains, network, clock }, ({ chain, api }) => chain.readBalances(api, address))
 */
export async function onNode<T>(
  context: { chains: ChainConnections; network: Network; clock: Clock },
  run: (connection: { chain: ChainModule; api: ChainApi }) => Promise<T>,
): Promise<T> {
  const { chains, network, clock } = context
  const fault = (cause: unknown) => new RpcUnreachableError(network.name, { cause })
  let connection: { chain: ChainModule; api: ChainApi }
  try {
    connection = await chains.get(network)
  } catch (error) {
    if (error instanceof BaseError) throw error
    throw fault(error)
  }
  if (!(await reconnected(connection.api, clock, NODE_RECONNECT_WAIT_MS)))
    throw fault(new Error('The node connection did not come back'))
  try {
    return await run(connection)
  } catch (error) {
    if (!connection.api.isConnected) throw fault(error)
    throw error
  }
}
