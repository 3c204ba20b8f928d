import type { AdapterConnection, ConnectedUser, Connector } from '@portico/core'
import type { Config, Connector as WagmiConnector } from '@wagmi/core'
import type { ApprovedNetworks } from './wallet-networks.js'

export interface DescribeConnectionParameters {
  connector: WagmiConnector
  /** How the connector is offered to core (name, icon, rdns, type). */
  offered: Connector | undefined
  approvedNetworks: ApprovedNetworks
  smartAccountNetworks?: readonly string[] | undefined
  /** The WalletConnect session topic, when the connector is WalletConnect (one session may carry other families). */
  sessionTopic?: string | undefined
}

/** The user an AUTH connector holds (the embedded wallet's, see `embedded-connector.ts`). */
function embeddedUser(connector: WagmiConnector): ConnectedUser | undefined {
  const read = (connector as { user?: unknown }).user
  return typeof read === 'function' ? (read as () => ConnectedUser | undefined)() : undefined
}

/**
 * The connection of `connector` as core receives it, or `undefined` when the config holds no
 * account for it.
 */
export function describeConnection(
  config: Config,
  parameters: DescribeConnectionParameters,
): AdapterConnection | undefined {
  const { connector, offered } = parameters
  const connection = config.state.connections.get(connector.uid)
  const address = connection?.accounts[0]
  if (!connection || !address) return undefined
  const user = offered?.type === 'AUTH' ? embeddedUser(connector) : undefined
  return {
    address,
    // The embedded wallet knows its accounts' types (its EOA and smart account); core checks them.
    accounts: user
      ? user.accounts.map((account) => ({ address: account.address, type: account.type }))
      : connection.accounts.map((account) => ({ address: account, type: 'eoa' as const })),
    chainId: connection.chainId,
    connectorId: connector.id,
    walletInfo: {
      name: offered?.name ?? connector.name,
      ...(offered?.imageUrl ? { icon: offered.imageUrl } : {}),
      ...(offered?.info?.rdns ? { rdns: offered.info.rdns } : {}),
      ...(offered?.type ? { type: offered.type } : {}),
    },
    approvedNetworks: parameters.approvedNetworks,
    ...(user ? { user, smartAccountDeployed: user.smartAccountDeployed } : {}),
    ...(parameters.smartAccountNetworks
      ? { smartAccountNetworks: parameters.smartAccountNetworks }
      : {}),
    ...(parameters.sessionTopic ? { sessionTopic: parameters.sessionTopic } : {}),
  }
}
