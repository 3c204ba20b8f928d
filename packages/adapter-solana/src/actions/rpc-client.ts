import { RpcUnreachableError } from '@portico/core'
import {
  createDefaultRpcTransport,
  createSolanaRpcFromTransport,
  type Rpc,
  type RpcTransport,
  type SolanaRpcApi,
} from '@solana/kit'

export type SolanaRpc = Rpc<SolanaRpcApi>

/**
 * A JSON-RPC client of one cluster URL (kit's, over fetch: nothing to release). With
 * `networkName`, a request the cluster never answered (connection refused, a dropped line, an HTTP
 * failure in front of the node) rejects with `RpcUnreachableError` naming the network;
 * the cluster's own JSON-RPC errors are answers and pass through the RPC layer as before.
 */
export function createRpcClient(url: string, networkName?: string): SolanaRpc {
  const transport = createDefaultRpcTransport({ url })
  if (networkName === undefined) return createSolanaRpcFromTransport(transport)
  const guarded: RpcTransport = async <TResponse>(config: Parameters<RpcTransport>[0]) => {
    try {
      return await transport<TResponse>(config)
    } catch (error) {
      // A request the caller aborted is no fault of the node.
      if (config.signal?.aborted) throw error
      throw new RpcUnreachableError(networkName, { cause: error })
    }
  }
  return createSolanaRpcFromTransport(guarded)
}
