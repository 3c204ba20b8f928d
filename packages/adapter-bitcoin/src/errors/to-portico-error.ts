import {
  BaseError,
  normalizeProviderError,
  UnauthorizedError,
  UnsupportedMethodError,
  UserRejectedRequestError,
} from '@portico/core'

// sats-connect (WBIP) JSON-RPC codes: -32000 user rejection, -32001 method not supported for the
// address, -32002 access denied; -32601 method not found. WalletConnect uses 5000–5002 for a user
// rejection (refused request, chains, methods) and 5100 for unsupported chains.
const codeMap: Record<number, (parameters: { cause: unknown; details?: string }) => BaseError> = {
  [-32000]: (p) => new UserRejectedRequestError(p),
  [-32001]: (p) => new UnsupportedMethodError(p),
  [-32002]: (p) => new UnauthorizedError(p),
  [-32601]: (p) => new UnsupportedMethodError(p),
  5000: (p) => new UserRejectedRequestError(p),
  5001: (p) => new UserRejectedRequestError(p),
  5002: (p) => new UserRejectedRequestError(p),
}

/**
 * Maps what a Bitcoin wallet rejected with to core's typed errors, keeping the original as `cause`:
 * sats-connect's user rejection (-32000) and WalletConnect's (5000) give
 * `UserRejectedRequestError` (core toasts "Signature declined" for it), access denied
 * `UnauthorizedError`, unknown methods `UnsupportedMethodError`; EIP-1193 codes (Wallet Standard
 * wallets use 4001) and everything else go through core's `normalizeProviderError`.
 *
 * @example
 * toPorticoError({ code: -32000, message: 'User rejected' }) // UserRejectedRequestError
 */
export function toPorticoError(error: unknown): BaseError {
  if (error instanceof BaseError) return error
  const code =
    error !== null && typeof error === 'object' ? (error as { code?: unknown }).code : undefined
  const mapped = typeof code === 'number' ? codeMap[code] : undefined
  if (mapped) {
    const message = (error as { message?: unknown }).message
    return mapped({ cause: error, ...(typeof message === 'string' ? { details: message } : {}) })
  }
  return normalizeProviderError(error)
}
