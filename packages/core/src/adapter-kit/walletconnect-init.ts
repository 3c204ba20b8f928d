import type { WalletConnectInitParameters } from '../walletconnect/walletconnect-client.js'

/**
 * Calls WalletConnect's `UniversalProvider.init` (the adapter's, from its lazily loaded chunk:
 * core never loads WalletConnect) with the kit's parameters. Core's types are structural where
 * WalletConnect types its own classes (its key-value storage, pino's whole Logger): the objects
 * have every member WalletConnect calls, so the one cast between the two lives here.
 *
 * @example
 * initWalletConnectProvider(UniversalProvider.init.bind(UniversalProvider), parameters)
 */
export function initWalletConnectProvider<O, P>(
  init: (options: O) => Promise<P>,
  parameters: WalletConnectInitParameters,
): Promise<P> {
  return init(parameters as unknown as O)
}
