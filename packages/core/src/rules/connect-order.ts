import type { Connector } from '../types/connector.js'

export type ConnectMethod = 'email' | 'social' | 'wallet'

/**
 * SPEC §2 connect-method order: email, social, wallet by default; wallet, email, social when an
 * installed injected or announced wallet is visible. Disabled methods are left out.
 *
 * @example
 * connectMethodOrder({ installedWalletVisible: true }) // ['wallet', 'email', 'social']
 */
export function connectMethodOrder(parameters: {
  installedWalletVisible: boolean
  email?: boolean
  socials?: boolean
}): ConnectMethod[] {
  const order: ConnectMethod[] = parameters.installedWalletVisible
    ? ['wallet', 'email', 'social']
    : ['email', 'social', 'wallet']
  return order.filter(
    (method) =>
      (method !== 'email' || parameters.email !== false) &&
      (method !== 'social' || parameters.socials !== false),
  )
}

/** True when a connector is an installed injected or announced wallet (drives the order above). */
export function isInstalledWalletConnector(connector: Connector): boolean {
  return (
    (connector.type === 'INJECTED' || connector.type === 'ANNOUNCED') &&
    connector.installed !== false
  )
}

/** SPEC §2 connector groups, in display order. */
export const connectorGroupOrder = [
  'walletConnect',
  'recent',
  'injected',
  'featured',
  'custom',
  'external',
  'recommended',
] as const

export type ConnectorGroup = (typeof connectorGroupOrder)[number]

export interface ConnectorOrderParameters {
  /** Recent wallet ids (or rdns), newest first. */
  recentIds?: readonly string[]
  /** Featured wallet ids, in the host's order. */
  featuredIds?: readonly string[]
  /** Host-supplied custom wallet ids. */
  customIds?: readonly string[]
}

function keysOf(connector: Connector): string[] {
  return [connector.id, connector.explorerId, connector.info?.rdns].filter(
    (key): key is string => typeof key === 'string' && key !== '',
  )
}

function indexIn(list: readonly string[] | undefined, connector: Connector): number {
  if (!list) return -1
  const keys = keysOf(connector)
  return list.findIndex((id) => keys.includes(id))
}

/**
 * The group of a connector: WalletConnect first, then recent (by id, explorer id or rdns), then
 * installed injected / announced / multi-chain, featured, custom, external, and the rest
 * (recommended; the auth connector also sorts here as it is not a wallet row).
 */
export function connectorGroup(
  connector: Connector,
  parameters: ConnectorOrderParameters = {},
): ConnectorGroup {
  if (connector.type === 'WALLET_CONNECT') return 'walletConnect'
  if (indexIn(parameters.recentIds, connector) !== -1) return 'recent'
  if (
    connector.type === 'INJECTED' ||
    connector.type === 'ANNOUNCED' ||
    connector.type === 'MULTI_CHAIN'
  ) {
    return 'injected'
  }
  if (indexIn(parameters.featuredIds, connector) !== -1) return 'featured'
  if (indexIn(parameters.customIds, connector) !== -1) return 'custom'
  if (connector.type === 'EXTERNAL') return 'external'
  return 'recommended'
}

/**
 * Sorts connectors by SPEC §2 connector order: walletConnect, recent, injected, featured, custom,
 * external, recommended. Recent and featured keep the order of their id lists; other groups keep
 * the input order. Returns a new array.
 *
 * @example
 * sortConnectors(connectors, { recentIds: ['io.metamask'], featuredIds: ['rainbow'] })
 */
export function sortConnectors<connector extends Connector>(
  connectors: readonly connector[],
  parameters: ConnectorOrderParameters = {},
): connector[] {
  const ranked = connectors.map((connector, index) => {
    const group = connectorGroup(connector, parameters)
    const within =
      group === 'recent'
        ? indexIn(parameters.recentIds, connector)
        : group === 'featured'
          ? indexIn(parameters.featuredIds, connector)
          : index
    return { connector, rank: connectorGroupOrder.indexOf(group), within, index }
  })
  ranked.sort((a, b) => a.rank - b.rank || a.within - b.within || a.index - b.index)
  return ranked.map((entry) => entry.connector)
}
