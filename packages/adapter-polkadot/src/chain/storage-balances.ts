import type { Clock, Network } from '@portico/core'
import { afterNextPaint, loadPolkadotAddress } from '@portico/core/adapter-kit'
import { wsUrlOf } from '../networks/network-params.js'
import { decodeAccountInfo, systemAccountKey } from './account-info.js'
import type { ChainConnections } from './chain-connections.js'
import { callOnce, type WebSocketClass } from './json-rpc-once.js'
import { onNode } from './on-node.js'
import type { PolkadotBalances } from './polkadot-balances.js'

/** How long the storage read may take before the chain client reads instead (ms). */
export const STORAGE_READ_TIMEOUT_MS = 2_000

/**
 * An account's balances straight from the node's storage, on one WebSocket: `chain_getBlockHash(0)`
 * (the endpoint must serve `network`) and `state_getStorage` of `System.Account`, decoded
 * without metadata (account-info.ts). No @polkadot/api: the first balance after a connect waits
 * neither for its code nor for the runtime's metadata. Resolves undefined whenever it cannot vouch
 * for the answer (another chain, a layout it cannot tell, a node that fails or is slow, no
 * WebSocket class): the caller then reads through the chain client, whose errors the kit shows.
 *
 * @example
 * const balances = await readStorageBalances(wsUrlOf(network), network, address, clock)
 */
export async function readStorageBalances(
  url: string,
  network: Network,
  address: string,
  clock: Clock,
  WebSocket?: WebSocketClass,
): Promise<PolkadotBalances | undefined> {
  const accountId = (await loadPolkadotAddress()).decode(address)?.publicKey
  if (accountId?.length !== 32) return undefined
  try {
    const [genesis, stored] = await callOnce(
      url,
      [
        { method: 'chain_getBlockHash', params: [0] },
        { method: 'state_getStorage', params: [systemAccountKey(accountId)] },
      ],
      { clock, timeoutMs: STORAGE_READ_TIMEOUT_MS, WebSocket },
    )
    // The endpoint must serve the network's chain (its id: the genesis hash's first 16 bytes).
    if (typeof genesis !== 'string' || genesis.slice(2, 34).toLowerCase() !== String(network.id))
      return undefined
    return stored === null || typeof stored === 'string' ? decodeAccountInfo(stored) : undefined
  } catch {
    return undefined
  }
}

/**
 * The adapter's balance read: storage first ({@link readStorageBalances}: no chain client to load,
 * no metadata to fetch), the chain client when storage cannot vouch for the answer (its errors,
 * e.g. a node that cannot be reached, are the ones the kit shows). Once the balance painted, the
 * chain client connects all the same, as it did when it read the balance: the Send view's fee and
 * existential deposit find it ready.
 */
export async function readBalancesStorageFirst(
  chains: ChainConnections,
  network: Network,
  address: string,
  clock: Clock,
): Promise<PolkadotBalances> {
  const balances = await readStorageBalances(
    wsUrlOf(network, chains.rpcUrls),
    network,
    address,
    clock,
  )
  if (!balances)
    return onNode({ chains, network, clock }, ({ chain, api }) => chain.readBalances(api, address))
  // A client that fails to connect here is tried again by the call that needs it.
  void afterNextPaint()
    .then(() => chains.get(network))
    .catch(() => undefined)
  return balances
}
