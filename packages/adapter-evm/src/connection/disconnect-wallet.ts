import { type Config, type DisconnectErrorType, disconnect } from '@wagmi/core'

export type DisconnectWalletErrorType = DisconnectErrorType

/**
 * Disconnects the current wallet, if any (the injected connector remembers it, so the next page
 * load does not restore it).
 *
 * @example
 * await disconnectWallet(config)
 */
export async function disconnectWallet(config: Config): Promise<void> {
  // Without a connector, wagmi's `disconnect` lets go of the current connection.
  if (config.state.current) await disconnect(config)
}
