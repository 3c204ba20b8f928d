import {
  AdapterOrConnectorNotFoundError,
  BaseError,
  type BaseErrorParameters,
  DisconnectedError,
  normalizeProviderError,
  ProviderRpcError,
  UnknownProviderError,
  UserRejectedRequestError,
} from '@portico/core'

const MAX_DEPTH = 6

/** WalletConnect's SDK codes for a refusal by the user (USER_REJECTED, _CHAINS, _METHODS). */
const WALLETCONNECT_REJECTED = new Set([5000, 5001, 5002])

/** `@solana/wallet-adapter-base` errors carry no code; their class name says what happened. */
const walletAdapterErrors: Record<string, (cause: unknown) => BaseError> = {
  WalletWindowClosedError: (cause) => new UserRejectedRequestError({ cause }),
  WalletNotReadyError: (cause) => new AdapterOrConnectorNotFoundError({ cause }),
  WalletNotConnectedError: (cause) => new DisconnectedError({ cause }),
  WalletDisconnectedError: (cause) => new DisconnectedError({ cause }),
}

function own(value: unknown, key: string): unknown {
  return value !== null && typeof value === 'object' && Object.hasOwn(value, key)
    ? (value as Record<string, unknown>)[key]
    : undefined
}

function nameOf(value: unknown): string | undefined {
  if (value === null || typeof value !== 'object') return undefined
  const name = (value as { name?: unknown }).name
  return typeof name === 'string' ? name : undefined
}

/** The errors nested in `error`: itself, then wallet-adapter's `error` and the `cause` chain. */
function* nested(error: unknown): Generator<unknown> {
  let current = error
  for (let depth = 0; depth < MAX_DEPTH && current !== undefined && current !== null; depth++) {
    yield current
    current = own(current, 'error') ?? (current as { cause?: unknown }).cause
  }
}

/**
 * Maps what a Solana wallet, a wallet-adapter adapter or WalletConnect threw to core's typed
 * errors, the original kept as `cause`: EIP-1193-style codes (4001 and friends, as Phantom-like
 * wallets send) and WalletConnect's 5000-5002 give `UserRejectedRequestError`;
 * wallet-adapter's `WalletWindowClosedError` too, `WalletNotReadyError` gives
 * `AdapterOrConnectorNotFoundError`; Portico errors pass through. Messages are never matched.
 *
 * @example
 * try { await adapter.signMessage({ message, address }) }
 * catch (e) { if (e instanceof UserRejectedRequestError) toast('Signature declined') }
 */
export function toPorticoError(error: unknown): BaseError {
  if (error instanceof BaseError) return error
  for (const inner of nested(error)) {
    const mapped = walletAdapterErrors[nameOf(inner) ?? '']
    if (mapped) return mapped(error)
    const code = own(inner, 'code')
    if (typeof code === 'number' && WALLETCONNECT_REJECTED.has(code))
      return new UserRejectedRequestError({ cause: error, details: messageOf(inner) })
    const normalized = normalizeProviderError(inner)
    if (!(normalized instanceof UnknownProviderError)) {
      return inner === error ? normalized : rewrap(normalized, error)
    }
  }
  return normalizeProviderError(error)
}

function messageOf(value: unknown): string | undefined {
  const message = own(value, 'message') ?? (value instanceof Error ? value.message : undefined)
  return typeof message === 'string' ? message : undefined
}

/** The same typed error, but with the outermost error as `cause` (what the caller threw). */
function rewrap(normalized: BaseError, outer: unknown): BaseError {
  // A plain ProviderRpcError takes (code, message, parameters): keep the normalized one.
  if (normalized.constructor === ProviderRpcError) return normalized
  const ErrorClass = normalized.constructor as new (p: BaseErrorParameters) => BaseError
  return new ErrorClass({ cause: outer, details: normalized.details })
}
