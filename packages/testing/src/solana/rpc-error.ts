/** A JSON-RPC error answered to the client (`{ code, message, data? }`). */
export class SolanaRpcError extends Error {
  override name = 'SolanaRpcError'
  readonly code: number
  readonly data?: unknown

  constructor(code: number, message: string, data?: unknown) {
    super(message)
    this.code = code
    if (data !== undefined) this.data = data
  }
}

export const rpcErrors = {
  parse: () => new SolanaRpcError(-32700, 'Parse error'),
  invalidRequest: (detail = 'Invalid request') => new SolanaRpcError(-32600, detail),
  methodNotFound: (method: string) =>
    new SolanaRpcError(
      -32601,
      `Method not found: ${method} (not implemented by the LiteSVM facade)`,
    ),
  invalidParams: (detail: string) => new SolanaRpcError(-32602, `Invalid params: ${detail}`),
} as const

/** Reads positional params with checks; every failure is a -32602 error. */
export function paramReader(params: unknown) {
  if (params !== undefined && !Array.isArray(params)) {
    throw rpcErrors.invalidParams('params must be an array')
  }
  const list: unknown[] = params ?? []
  return {
    string(index: number, name: string): string {
      const value = list[index]
      if (typeof value !== 'string') throw rpcErrors.invalidParams(`${name} must be a string`)
      return value
    },
    stringArray(index: number, name: string, max = 100): string[] {
      const value = list[index]
      if (!Array.isArray(value) || !value.every((item) => typeof item === 'string')) {
        throw rpcErrors.invalidParams(`${name} must be an array of strings`)
      }
      if (value.length > max) throw rpcErrors.invalidParams(`${name} has more than ${max} entries`)
      return value
    },
    integer(index: number, name: string): bigint {
      const value = list[index]
      if (typeof value !== 'number' || !Number.isSafeInteger(value) || value < 0) {
        throw rpcErrors.invalidParams(`${name} must be a non-negative integer`)
      }
      return BigInt(value)
    },
    config(index: number): Record<string, unknown> {
      const value = list[index]
      if (value === undefined || value === null) return {}
      if (typeof value !== 'object' || Array.isArray(value)) {
        throw rpcErrors.invalidParams('config must be an object')
      }
      return value as Record<string, unknown>
    },
  }
}

export type ParamReader = ReturnType<typeof paramReader>
