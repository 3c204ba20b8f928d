import * as v from 'valibot'

/** JSON-RPC 2.0 error codes the endpoint answers with. */
export const RPC_ERROR = {
  parse: -32700,
  invalidRequest: -32600,
  methodNotAllowed: -32601,
  internal: -32603,
  limitExceeded: -32005,
  /** An unknown project id, or a browser origin the project does not list. */
  unauthorized: -32001,
  upstream: -32603,
} as const

export type RpcId = string | number | null

/** One parsed call, or the error it gets without reaching a node. */
export type ParsedCall =
  | {
      ok: true
      id: RpcId
      method: string
      params?: unknown[] | Record<string, unknown> | undefined
    }
  | { ok: false; id: RpcId; code: number; message: string }

export interface RpcResponse {
  jsonrpc: '2.0'
  id: RpcId
  result?: unknown
  error?: { code: number; message: string; data?: unknown }
}

const IdSchema = v.union([
  v.pipe(v.string(), v.maxLength(128)),
  v.pipe(v.number(), v.safeInteger()),
  v.null(),
])

const CallSchema = v.object({
  jsonrpc: v.literal('2.0'),
  id: v.optional(IdSchema, null),
  method: v.pipe(v.string(), v.regex(/^[A-Za-z][A-Za-z0-9_]{0,63}$/)),
  params: v.optional(
    v.union([v.pipe(v.array(v.unknown()), v.maxLength(64)), v.record(v.string(), v.unknown())]),
  ),
})

function parseCall(input: unknown): ParsedCall {
  const parsed = v.safeParse(CallSchema, input)
  if (parsed.success) return { ok: true, ...parsed.output }
  // Keep the caller's id when it is a valid one, so a batch answer still lines up.
  const id = v.safeParse(IdSchema, (input as { id?: unknown } | null)?.id)
  return {
    ok: false,
    id: id.success ? id.output : null,
    code: RPC_ERROR.invalidRequest,
    message: 'Invalid request',
  }
}

/**
 * Parses a JSON-RPC body (single call or batch of at most `maxBatch`). A batch answers as a batch,
 * each call on its own; an empty or oversized batch, or a body that is not JSON-RPC, is one error.
 */
export function parseRpcPayload(
  body: unknown,
  maxBatch: number,
): { batch: boolean; calls: ParsedCall[] } {
  if (Array.isArray(body)) {
    if (body.length === 0 || body.length > maxBatch) {
      const message =
        body.length === 0 ? 'Invalid request: empty batch' : `Batch larger than ${maxBatch} calls`
      return {
        batch: false,
        calls: [{ ok: false, id: null, code: RPC_ERROR.invalidRequest, message }],
      }
    }
    return { batch: true, calls: body.map(parseCall) }
  }
  return { batch: false, calls: [parseCall(body)] }
}

/** A JSON-RPC error response. */
export function rpcError(id: RpcId, code: number, message: string, data?: unknown): RpcResponse {
  return { jsonrpc: '2.0', id, error: { code, message, ...(data !== undefined ? { data } : {}) } }
}
