import { BaseError, type BaseErrorParameters } from './base-error.js'

export interface ProviderRpcErrorParameters extends BaseErrorParameters {
  /** The `data` field of the wallet's error, kept by reference (never cloned or merged). */
  data?: unknown
}

/**
 * An EIP-1193 / JSON-RPC error from a wallet or node, with its numeric `code`.
 * `message` is our fixed text for the code; the wallet's own message (untrusted) is in `details`.
 */
export class ProviderRpcError extends BaseError {
  override name = 'ProviderRpcError'
  readonly code: number
  readonly data: unknown
  constructor(code: number, message: string, parameters: ProviderRpcErrorParameters = {}) {
    super(message, parameters)
    this.code = code
    this.data = parameters.data
  }
}

/** EIP-1193 4001: the user rejected the request. */
export class UserRejectedRequestError extends ProviderRpcError {
  static readonly code = 4001
  override name = 'UserRejectedRequestError'
  constructor(parameters?: ProviderRpcErrorParameters) {
    super(4001, 'User rejected the request.', parameters)
  }
}

/** EIP-1193 4100: the account or method is not authorized. */
export class UnauthorizedError extends ProviderRpcError {
  static readonly code = 4100
  override name = 'UnauthorizedError'
  constructor(parameters?: ProviderRpcErrorParameters) {
    super(
      4100,
      'The requested account and/or method has not been authorized by the user.',
      parameters,
    )
  }
}

/** EIP-1193 4200: the provider does not support the method. */
export class UnsupportedMethodError extends ProviderRpcError {
  static readonly code = 4200
  override name = 'UnsupportedMethodError'
  constructor(parameters?: ProviderRpcErrorParameters) {
    super(4200, 'The requested method is not supported by this Ethereum provider.', parameters)
  }
}

/** EIP-1193 4900: the provider is disconnected from all chains. */
export class DisconnectedError extends ProviderRpcError {
  static readonly code = 4900
  override name = 'DisconnectedError'
  constructor(parameters?: ProviderRpcErrorParameters) {
    super(4900, 'The provider is disconnected from all chains.', parameters)
  }
}

/** EIP-1193 4901: the provider is disconnected from the requested chain. */
export class ChainDisconnectedError extends ProviderRpcError {
  static readonly code = 4901
  override name = 'ChainDisconnectedError'
  constructor(parameters?: ProviderRpcErrorParameters) {
    super(4901, 'The provider is disconnected from the specified chain.', parameters)
  }
}

/** 4902 (wallet convention for wallet_switchEthereumChain): the wallet does not know the chain. */
export class UnrecognizedChainError extends ProviderRpcError {
  static readonly code = 4902
  override name = 'UnrecognizedChainError'
  constructor(parameters?: ProviderRpcErrorParameters) {
    super(4902, 'Unrecognized chain ID', parameters)
  }
}

/** An error whose shape carries no usable code (a thrown string, `null`, a code-less object). */
export class UnknownProviderError extends BaseError {
  override name = 'UnknownProviderError'
  readonly code = undefined
  constructor(parameters?: BaseErrorParameters) {
    super('An unknown error occurred.', parameters)
  }
}

const providerErrorByCode: Record<
  number,
  new (
    p?: ProviderRpcErrorParameters,
  ) => ProviderRpcError
> = {
  4001: UserRejectedRequestError,
  4100: UnauthorizedError,
  4200: UnsupportedMethodError,
  4900: DisconnectedError,
  4901: ChainDisconnectedError,
  4902: UnrecognizedChainError,
}

const jsonRpcMessages: Record<number, string> = {
  [-32700]: 'Invalid JSON was received by the server.',
  [-32600]: 'The JSON sent is not a valid Request object.',
  [-32601]: 'The method does not exist / is not available.',
  [-32602]: 'Invalid method parameter(s).',
  [-32603]: 'Internal JSON-RPC error.',
  [-32000]: 'Invalid input.',
  [-32001]: 'Resource not found.',
  [-32002]: 'Resource unavailable.',
  [-32003]: 'Transaction rejected.',
  [-32004]: 'Method not supported.',
  [-32005]: 'Request limit exceeded.',
}

const MAX_UNWRAP_DEPTH = 5

/**
 * Reads an integer code. Policy (vectors/eip1193 "code as a string"): a string holding a canonical
 * integer (e.g. `"4001"`) is coerced, because wallets in the field send it; anything else is no code.
 */
function readCode(value: unknown): number | undefined {
  if (typeof value === 'number') return Number.isInteger(value) ? value : undefined
  if (typeof value === 'string' && /^-?(0|[1-9]\d{0,5})$/.test(value)) return Number(value)
  return undefined
}

function readOwn(object: unknown, key: string): unknown {
  if (object === null || typeof object !== 'object') return undefined
  return Object.hasOwn(object, key) ? (object as Record<string, unknown>)[key] : undefined
}

/** Finds an EIP-1193 code wrapped inside `data.originalError`, `data.cause` or `cause`. */
function findWrappedProviderCode(error: unknown, depth: number): number | undefined {
  if (depth > MAX_UNWRAP_DEPTH) return undefined
  const data = readOwn(error, 'data')
  for (const inner of [
    readOwn(data, 'originalError'),
    readOwn(data, 'cause'),
    readOwn(error, 'cause'),
  ]) {
    if (inner === undefined || inner === null) continue
    const code = readCode(readOwn(inner, 'code'))
    if (code !== undefined && code in providerErrorByCode) return code
    const deeper = findWrappedProviderCode(inner, depth + 1)
    if (deeper !== undefined) return deeper
  }
  return undefined
}

/**
 * Turns whatever a wallet rejected with into a typed error. The original is always kept as `cause`.
 * - A `ProviderRpcError` is returned as is.
 * - EIP-1193 codes (4001, 4100, 4200, 4900, 4901, 4902) give their class, also when wrapped under a
 *   JSON-RPC error in `data.originalError` / `data.cause` / `cause`.
 * - Other integer codes give a `ProviderRpcError` with that code.
 * - Shapes without a code (strings, `null`, `{ message }`) give `UnknownProviderError`: messages are
 *   never string-matched to guess a code.
 * The wallet's message is untrusted: it goes to `details` only and must be rendered as text.
 *
 * @example
 * try { await provider.request({ method: 'eth_requestAccounts' }) }
 * catch (e) { if (normalizeProviderError(e) instanceof UserRejectedRequestError) return }
 */
export function normalizeProviderError(error: unknown): ProviderRpcError | UnknownProviderError {
  if (error instanceof ProviderRpcError || error instanceof UnknownProviderError) return error
  const rawMessage = readOwn(error, 'message')
  const details = typeof rawMessage === 'string' ? rawMessage : undefined
  const data = readOwn(error, 'data')
  const parameters: ProviderRpcErrorParameters = { cause: error, details, data }

  const topCode = readCode(readOwn(error, 'code'))
  const providerCode =
    topCode !== undefined && topCode in providerErrorByCode
      ? topCode
      : findWrappedProviderCode(error, 0)
  if (providerCode !== undefined) {
    const ErrorClass = providerErrorByCode[providerCode]
    if (ErrorClass) return new ErrorClass(parameters)
  }
  if (topCode !== undefined) {
    return new ProviderRpcError(
      topCode,
      jsonRpcMessages[topCode] ?? 'An error occurred in the provider.',
      parameters,
    )
  }
  return new UnknownProviderError({
    cause: error,
    details: details ?? (typeof error === 'string' ? error : undefined),
  })
}
