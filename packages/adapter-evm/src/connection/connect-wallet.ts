import {
  type Config,
  type ConnectErrorType,
  connect,
  disconnect,
  getAccount,
  type Connector as WagmiConnector,
} from '@wagmi/core'

export interface ConnectWalletParameters {
  connector: WagmiConnector
  /** The chain to ask the wallet for (one of the config's chains). */
  chainId?: number | undefined
}

export type ConnectWalletErrorType = ConnectErrorType

/**
 * Connects `connector`, one wallet per namespace: another connected wallet is let go first, and a
 * connector that is already connected is kept as it is (no second prompt).
 *
 * @example
 * await connectWallet(config, { connector, chainId: 1 })
 */
export async function connectWallet(
  config: Config,
  parameters: ConnectWalletParameters,
): Promise<void> {
  const { connector, chainId } = parameters
  const current = getAccount(config).connector
  if (current && current.uid !== connector.uid)
    await disconnect(config, { connector: current }).catch(() => undefined)
  if (config.state.connections.has(connector.uid)) return
  await connect(config, { connector, ...(chainId !== undefined ? { chainId } : {}) })
}
