import type { Config, Connection, Connector } from '@wagmi/core'
import type { Address } from 'viem'
import { listenToConnector } from '../wagmi/wagmi-internals.js'

/**
 * Restores one connector's connection without prompting (like wagmi's `reconnect`, which keeps a
 * module-wide "already reconnecting" flag: a second Portico instance restoring at the same time
 * would get nothing). Returns the connection, or `undefined` when the wallet no longer authorises.
 */
export async function restoreConnection(
  config: Config,
  parameters: { connector: Connector },
): Promise<Connection | undefined> {
  const { connector } = parameters
  if (!(await connector.isAuthorized())) return undefined
  const data = await connector.connect({ isReconnecting: true }).catch(() => undefined)
  const accounts = data?.accounts as readonly Address[] | undefined
  if (!data || !accounts?.[0]) return undefined
  listenToConnector(config, connector)
  const connection: Connection = {
    accounts: accounts as readonly [Address, ...Address[]],
    chainId: data.chainId,
    connector,
  }
  config.setState((state) => ({
    ...state,
    connections: new Map(state.connections).set(connector.uid, connection),
    current: connector.uid,
    status: 'connected',
  }))
  await config.storage?.setItem('recentConnectorId', connector.id)
  return connection
}
