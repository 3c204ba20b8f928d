/**
 * An EIP-1193 provider error: an `Error` with the numeric `code` wallets and viem read.
 */
export class WalletRpcError extends Error {
  override name = 'WalletRpcError'
  readonly code: number
  readonly data?: unknown

  constructor(code: number, message: string, data?: unknown) {
    super(message)
    this.code = code
    if (data !== undefined) this.data = data
  }
}

/** The standard errors the test wallets raise (EIP-1193, EIP-1474, EIP-3085/3326, EIP-5792). */
export const walletErrors = {
  userRejected: () => new WalletRpcError(4001, 'User rejected the request.'),
  unauthorized: () =>
    new WalletRpcError(
      4100,
      'The requested account and/or method has not been authorized by the user.',
    ),
  unsupportedMethod: (method: string) =>
    new WalletRpcError(4200, `The provider does not support the requested method: ${method}`),
  disconnected: () => new WalletRpcError(4900, 'The provider is disconnected from all chains.'),
  chainDisconnected: () =>
    new WalletRpcError(4901, 'The provider is not connected to the requested chain.'),
  unrecognizedChain: (chainIdHex: string) =>
    new WalletRpcError(
      4902,
      `Unrecognized chain ID "${chainIdHex}". Try adding the chain using wallet_addEthereumChain first.`,
    ),
  invalidParams: (detail: string) => new WalletRpcError(-32602, `Invalid parameters: ${detail}`),
  unknownBundle: (id: string) => new WalletRpcError(5730, `Unknown bundle id: ${id}`),
  atomicityNotSupported: () =>
    new WalletRpcError(
      5760,
      'The wallet does not support atomic execution but the request requires it.',
    ),
} as const
