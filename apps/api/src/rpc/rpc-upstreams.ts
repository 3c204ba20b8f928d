import { fallback, http } from 'viem'
import { type ChainHandle, observedTransport } from '../chain/chain-clients.js'
import { cappedFetch } from './capped-fetch.js'

/** Forwards one JSON-RPC call to a chain's configured nodes. */
export interface RpcUpstream {
  request(method: string, params: unknown): Promise<unknown>
}

export interface RpcUpstreamOptions {
  /** Largest upstream answer read (bytes). */
  maxResponseBytes: number
  /** Per upstream attempt (ms). */
  timeoutMs: number
  /** viem's fallback ranking interval (ms), or false: then nodes are tried in configured order. */
  rankIntervalMs: number | false
}

/**
 * One viem `fallback` transport per chain over its `rpcUrls` (a node that fails or times out
 * hands the call to the next, with one retry each; optionally ranked by latency and stability).
 */
export function createRpcUpstreams(
  chains: ReadonlyMap<number, ChainHandle>,
  options: RpcUpstreamOptions,
): Map<number, RpcUpstream> {
  const upstreams = new Map<number, RpcUpstream>()
  for (const handle of chains.values()) {
    const transports = handle.config.rpcUrls.map((url) =>
      http(url, {
        fetchFn: cappedFetch(options.maxResponseBytes),
        // The calls of one client batch go upstream as one JSON-RPC batch.
        batch: { batchSize: 50, wait: 0 },
        retryCount: 1,
        retryDelay: 50,
        timeout: options.timeoutMs,
      }),
    )
    const transport = observedTransport(
      fallback(transports, {
        retryCount: 0,
        ...(options.rankIntervalMs !== false && transports.length > 1
          ? { rank: { interval: options.rankIntervalMs } }
          : {}),
      }),
      handle.chainId,
      handle.observer,
    )({ chain: handle.client.chain, retryCount: 0 })
    upstreams.set(handle.chainId, {
      request: (method, params) =>
        transport.request({ method, params } as Parameters<typeof transport.request>[0]),
    })
  }
  return upstreams
}
