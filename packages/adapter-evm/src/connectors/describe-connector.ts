import type { Connector } from '@portico/core'
import type { Config, Connector as WagmiConnector } from '@wagmi/core'
import type { Eip1193Provider } from '../discovery/eip1193-provider.js'
import type { AnnouncedWallet } from '../discovery/eip6963-discovery.js'
import { madeByWagmiDiscovery } from '../wagmi/wagmi-internals.js'

export const INJECTED_ID = 'injected'
export const WALLETCONNECT_ID = 'walletConnect'

export interface ConnectorCatalog {
  config: Config
  /** Validated EIP-6963 wallets by rdns (= connector id). */
  announced: ReadonlyMap<string, AnnouncedWallet>
  /** `window.ethereum`, when it is an EIP-1193 provider. */
  injectedProvider: Eip1193Provider | undefined
  /** Id of the embedded-wallet connector, if any. */
  embeddedId: string | undefined
}

/**
 * How a wagmi connector is offered to core (SPEC §3 connector types), or `undefined` when it is
 * not offered: the injected wallet that also announced itself (listed once, as announced) and
 * connectors wagmi's own EIP-6963 discovery made from announcements we did not validate.
 */
export function describeConnector(
  connector: WagmiConnector,
  catalog: ConnectorCatalog,
): Connector | undefined {
  const wallet = catalog.announced.get(connector.id)
  if (wallet)
    return {
      id: connector.id,
      name: wallet.info.name,
      type: 'ANNOUNCED',
      chain: 'eip155',
      ...(wallet.info.icon ? { imageUrl: wallet.info.icon } : {}),
      info: { rdns: wallet.info.rdns },
      installed: true,
    }
  if (connector.id === INJECTED_ID) {
    const provider = catalog.injectedProvider
    if (!provider) return undefined
    for (const announced of catalog.announced.values())
      if (announced.provider === provider) return undefined
    return {
      id: INJECTED_ID,
      name: 'Browser Wallet',
      type: 'INJECTED',
      chain: 'eip155',
      installed: true,
    }
  }
  if (connector.id === WALLETCONNECT_ID)
    return { id: WALLETCONNECT_ID, name: 'WalletConnect', type: 'WALLET_CONNECT', chain: 'eip155' }
  if (madeByWagmiDiscovery(catalog.config, connector.id)) return undefined
  return {
    id: connector.id,
    name: connector.name,
    type: connector.id === catalog.embeddedId ? 'AUTH' : 'EXTERNAL',
    chain: 'eip155',
    ...(connector.icon ? { imageUrl: connector.icon } : {}),
  }
}
