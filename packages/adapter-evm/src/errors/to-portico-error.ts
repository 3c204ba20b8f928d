import {
  AdapterOrConnectorNotFoundError,
  BaseError,
  ChainNotSupportedError,
  DisconnectedError,
  normalizeProviderError,
  ProviderRpcError,
  type ProviderRpcErrorParameters,
  UnauthorizedError,
  UnknownProviderError,
} from '@portico/core'

const MAX_DEPTH = 8

/** wagmi errors without an EIP-1193 code, by their `name`. */
const wagmiErrorMap: Record<string, (cause: unknown) => BaseError> = {
  ChainNotConfiguredError: (cause) => new ChainNotSupportedError({ cause }),
  ConnectorChainMismatchError: (cause) => new ChainNotSupportedError({ cause }),
  ProviderNotFoundError: (cause) => new AdapterOrConnectorNotFoundError({ cause }),
  ConnectorNotFoundError: (cause) => new AdapterOrConnectorNotFoundError({ cause }),
  ConnectorUnavailableReconnectingError: (cause) => new AdapterOrConnectorNotFoundError({ cause }),
  ConnectorNotConnectedError: (cause) => new DisconnectedError({ cause }),
  ConnectorAccountNotFoundError: (cause) => new UnauthorizedError({ cause }),
}

function readName(error: unknown): string | undefined {
  if (error === null || typeof error !== 'object') return undefined
  const name = (error as { name?: unknown }).name
  return typeof name === 'string' ? name : undefined
}

/** The first error in the `cause` chain carrying an integer `code` (viem wraps wallet errors). */
function findCodedCause(error: unknown): { code: number; inner: object } | undefined {
  let current: unknown = error
  for (let depth = 0; depth < MAX_DEPTH; depth++) {
    if (current === null || typeof current !== 'object') return undefined
    const code = (current as { code?: unknown }).code
    if (typeof code === 'number' && Number.isInteger(code)) return { code, inner: current }
    current = (current as { cause?: unknown }).cause
  }
  return undefined
}

/**
 * Maps anything a wallet, wagmi or viem threw to core's typed errors, keeping the original as
 * `cause`: EIP-1193 codes give their classes (4001 `UserRejectedRequestError`, 4100, 4200, 4900,
 * 4901, 4902), also when viem wrapped them (e.g. in `TransactionExecutionError`); wagmi's
 * "chain not configured" gives `ChainNotSupportedError`; errors that already are Portico errors
 * pass through. Every adapter action throws through this function.
 *
 * @example
 * try { await adapter.signMessage({ message, address }) }
 * catch (e) { if (e instanceof UserRejectedRequestError) showToast('Signature declined') }
 */
export function toPorticoError(error: unknown): BaseError {
  if (error instanceof BaseError) return error
  for (let current: unknown = error, d = 0; current && d < MAX_DEPTH; d++) {
    const mapped = wagmiErrorMap[readName(current) ?? '']
    if (mapped) return mapped(error)
    current = (current as { cause?: unknown }).cause
  }
  const normalized = normalizeProviderError(error)
  if (!(normalized instanceof UnknownProviderError)) return normalized
  const coded = findCodedCause(error)
  if (!coded) return normalized
  const inner = normalizeProviderError(coded.inner)
  if (!(inner instanceof ProviderRpcError)) return normalized
  const parameters: ProviderRpcErrorParameters = {
    cause: error,
    details: inner.details,
    data: inner.data,
  }
  if (inner.constructor === ProviderRpcError)
    return new ProviderRpcError(inner.code, inner.message, parameters)
  const ErrorClass = inner.constructor as new (p: ProviderRpcErrorParameters) => ProviderRpcError
  return new ErrorClass(parameters)
}
