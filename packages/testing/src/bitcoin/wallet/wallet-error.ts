/** sats-connect's JSON-RPC error codes (`RpcErrorCode` in @sats-connect/core). */
export const satsConnectErrorCodes = {
  parseError: -32700,
  invalidRequest: -32600,
  methodNotFound: -32601,
  invalidParams: -32602,
  internalError: -32603,
  /** The user rejected or cancelled the request. */
  userRejection: -32000,
  methodNotSupported: -32001,
  accessDenied: -32002,
} as const

/** An error the Bitcoin test wallet answers with: sats-connect's numeric `code` and a message. */
export class BitcoinWalletError extends Error {
  override name = 'BitcoinWalletError'
  constructor(
    readonly code: number,
    message: string,
  ) {
    super(message)
  }
}

/** The errors the Bitcoin test wallet raises. */
export const bitcoinWalletErrors = {
  userRejected: () =>
    new BitcoinWalletError(satsConnectErrorCodes.userRejection, 'User rejected the request.'),
  accessDenied: () =>
    new BitcoinWalletError(
      satsConnectErrorCodes.accessDenied,
      'Access denied: connect the wallet first.',
    ),
  methodNotFound: (method: string) =>
    new BitcoinWalletError(satsConnectErrorCodes.methodNotFound, `Method not supported: ${method}`),
  methodNotSupported: (detail: string) =>
    new BitcoinWalletError(satsConnectErrorCodes.methodNotSupported, detail),
  invalidParams: (detail: string) =>
    new BitcoinWalletError(satsConnectErrorCodes.invalidParams, `Invalid parameters: ${detail}`),
  internal: (detail: string) => new BitcoinWalletError(satsConnectErrorCodes.internalError, detail),
}
