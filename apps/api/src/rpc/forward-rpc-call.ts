import { RPC_ERROR, type RpcId, type RpcResponse, rpcError } from './json-rpc-payload.js'
import type { RpcUpstream } from './rpc-upstreams.js'

const MAX_ERROR_MESSAGE = 512

/** The node's own JSON-RPC error inside viem's wrappers (code, message and data it answered). */
function nodeError(error: unknown): { code: number; message: string; data: unknown } | undefined {
  let current: unknown = error
  for (let depth = 0; current && depth < 8; depth++) {
    const candidate = current as {
      name?: unknown
      code?: unknown
      details?: unknown
      data?: unknown
    }
    if (candidate.name === 'RpcRequestError' && typeof candidate.code === 'number') {
      const details = typeof candidate.details === 'string' ? candidate.details : 'Node error'
      return {
        code: candidate.code,
        message: details.slice(0, MAX_ERROR_MESSAGE),
        data: typeof candidate.data === 'string' ? candidate.data : undefined,
      }
    }
    current = (current as { cause?: unknown }).cause
  }
  return undefined
}

/**
 * Forwards one allowed call. A node's JSON-RPC error (a revert, a bad parameter) reaches the
 * client as the node said it, bounded; anything else (unreachable nodes, timeouts, oversized or
 * malformed answers) becomes one generic error, so upstream URLs and keys never leave the server.
 */
export async function forwardRpcCall(
  upstream: RpcUpstream,
  call: { id: RpcId; method: string; params?: unknown },
): Promise<RpcResponse> {
  try {
    const result = await upstream.request(call.method, call.params)
    return { jsonrpc: '2.0', id: call.id, result: result ?? null }
  } catch (error) {
    const fromNode = nodeError(error)
    if (fromNode) return rpcError(call.id, fromNode.code, fromNode.message, fromNode.data)
    return rpcError(call.id, RPC_ERROR.upstream, 'Upstream node unavailable')
  }
}
