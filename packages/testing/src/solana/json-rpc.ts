import type { SolanaRpcContext, SolanaRpcMethod } from './rpc-context.js'
import { type ParamReader, paramReader, rpcErrors, SolanaRpcError } from './rpc-error.js'

/** Batches above this are refused whole. */
export const MAX_BATCH = 100

type Id = string | number | null

/** JSON text where bigints are written as plain JSON numbers (Solana's u64 fields). */
export function stringifyJson(value: unknown): string {
  return JSON.stringify(value, (_key, item) =>
    typeof item === 'bigint' ? `__bigint:${item.toString()}__` : item,
  ).replace(/"__bigint:(-?\d+)__"/g, '$1')
}

function errorResponse(id: Id, error: SolanaRpcError) {
  return {
    jsonrpc: '2.0',
    error: {
      code: error.code,
      message: error.message,
      ...(error.data === undefined ? {} : { data: error.data }),
    },
    id,
  }
}

function validId(value: unknown): value is Id {
  return (
    value === null ||
    typeof value === 'string' ||
    (typeof value === 'number' && Number.isFinite(value))
  )
}

/**
 * Answers one JSON-RPC request object; undefined for a notification (no id), which gets no
 * answer. `call` runs the method.
 */
export async function answerRequest(
  request: unknown,
  call: (method: string, params: ParamReader) => unknown,
): Promise<unknown> {
  if (request === null || typeof request !== 'object' || Array.isArray(request)) {
    return errorResponse(null, rpcErrors.invalidRequest())
  }
  const { jsonrpc, id, method, params } = request as Record<string, unknown>
  const hasId = 'id' in request
  if (hasId && !validId(id)) return errorResponse(null, rpcErrors.invalidRequest())
  const replyId: Id = hasId ? (id as Id) : null
  if (jsonrpc !== '2.0' || typeof method !== 'string') {
    return errorResponse(replyId, rpcErrors.invalidRequest())
  }
  try {
    const result = await call(method, paramReader(params))
    return hasId ? { jsonrpc: '2.0', result, id: replyId } : undefined
  } catch (error) {
    if (!hasId) return undefined
    if (error instanceof SolanaRpcError) return errorResponse(replyId, error)
    return errorResponse(replyId, new SolanaRpcError(-32603, 'Internal error'))
  }
}

/** Answers an HTTP body's text: one request or a batch. */
export async function answerBody(
  text: string,
  methods: Record<string, SolanaRpcMethod>,
  context: SolanaRpcContext,
): Promise<unknown> {
  let body: unknown
  try {
    body = JSON.parse(text)
  } catch {
    return errorResponse(null, rpcErrors.parse())
  }
  const call = (method: string, params: ParamReader) => {
    const handler = Object.hasOwn(methods, method) ? methods[method] : undefined
    if (!handler) throw rpcErrors.methodNotFound(method)
    return handler(params, context)
  }
  if (!Array.isArray(body)) return (await answerRequest(body, call)) ?? null
  if (body.length === 0) return errorResponse(null, rpcErrors.invalidRequest('empty batch'))
  if (body.length > MAX_BATCH) {
    return errorResponse(null, rpcErrors.invalidRequest(`batch larger than ${MAX_BATCH}`))
  }
  const answers = []
  // In order: a batch's sends and reads see each other's effects as listed.
  for (const request of body) {
    const answer = await answerRequest(request, call)
    if (answer !== undefined) answers.push(answer)
  }
  return answers
}
