import type { AdapterConnection, ChainAdapter } from '../adapter/chain-adapter.js'
import {
  accountOf,
  activeNamespaceOf,
  type KitContext,
  networkStateOf,
} from '../app-kit/kit-context.js'
import { AdapterForNamespaceMissingError } from '../errors/adapter-errors.js'
import { messageOf } from '../lifecycle/message-of.js'
import { alertForError } from '../rules/alert-rules.js'
import { cleanConnector } from '../rules/outside-data.js'
import { addRecentWallet } from '../state/recent-wallets.js'
import type { ChainNamespace } from '../types/chain.js'
import type { Network } from '../types/network.js'
import { applyConnection } from './apply-connection.js'
import { connectSessionSiblings } from './connect-session-siblings.js'
import { setStatus } from './connection-status.js'
import { syncAccountDetails } from './sync-account-details.js'
import { type CheckedConnection, checkConnection } from './wallet-values.js'

export interface ConnectParameters {
  connectorId: string
  /** Namespace to connect (default: the network's, else the active one). */
  namespace?: ChainNamespace
  /** Network to ask the wallet for (default: the namespace's current one). */
  network?: Network
}

function adapterFor(ctx: KitContext, namespace: ChainNamespace | undefined): ChainAdapter {
  const adapter = namespace ? ctx.adapters.get(namespace) : undefined
  if (!adapter) {
    throw new AdapterForNamespaceMissingError({ details: `No adapter for "${namespace}".` })
  }
  return adapter
}

/**
 * SPEC §4 connect: asks the adapter, checks what the wallet reported, makes the namespace active,
 * stores the connector id and recent wallet, sets the account type, then syncs balance and
 * identity. A failure returns to `disconnected`, emits CONNECT_ERROR (and a SPEC §8 alert for a
 * misconfigured project) and rethrows.
 *
 * @example
 * await connect(ctx, { connectorId: 'io.metamask' })
 */
export async function connect(ctx: KitContext, params: ConnectParameters): Promise<void> {
  const namespace = params.namespace ?? params.network?.chainNamespace ?? activeNamespaceOf(ctx)
  const adapter = adapterFor(ctx, namespace)
  const ns = adapter.namespace
  const network = params.network ?? networkStateOf(ctx, ns)?.caipNetwork
  setStatus(ctx, ns, 'connecting')
  let connection: CheckedConnection
  try {
    // An adapter whose setup waited for the visitor's interest is set up first.
    const setUp = ctx.interest.show()
    if (setUp) await setUp
    const reported: AdapterConnection = await adapter.connect({
      connectorId: params.connectorId,
      network,
    })
    connection = checkConnection(adapter, reported, ctx.warn)
  } catch (error) {
    setStatus(ctx, ns, 'disconnected')
    // SPEC §8: a misconfigured project (origin, clock, key) is an alert, not just a failed connect.
    const alert = alertForError(error)
    if (alert) ctx.showAlert(alert)
    ctx.emit(
      'CONNECT_ERROR',
      { connectorId: params.connectorId, message: messageOf(error) },
      'error',
    )
    throw error
  }
  ctx.state.set('activeNamespace', ns)
  ctx.persisted.setActiveNamespace(ns)
  applyConnection(ctx, ns, connection)
  const connector = adapter.getConnectors().find((c) => c.id === params.connectorId)
  // Names come from the wallet: the cleaned ones, never the reported text.
  const name =
    (connector ? cleanConnector(connector).name : undefined) ||
    accountOf(ctx, ns)?.connectedWalletInfo?.name ||
    params.connectorId
  // The embedded wallet is the email field, not a wallet row: it takes no recent-wallet slot.
  if (connector?.type !== 'AUTH') {
    const recent = addRecentWallet(ctx.state.get('recentWallets'), {
      id: params.connectorId,
      name,
      ...(connector?.info?.rdns ? { rdns: connector.info.rdns } : {}),
    })
    ctx.state.set('recentWallets', recent)
    ctx.persisted.addRecentWallet(recent[0]!)
  }
  ctx.emit('CONNECT_SUCCESS', { connectorId: params.connectorId, namespace: ns })
  const sessionTopic = connection.sessionTopic
  await Promise.all([
    syncAccountDetails(ctx, ns),
    sessionTopic
      ? connectSessionSiblings(ctx, {
          namespace: ns,
          connectorId: params.connectorId,
          sessionTopic,
        })
      : undefined,
  ])
}
