import { type KitContext, updateAccount } from '../app-kit/kit-context.js'
import type { ChainNamespace, ConnectionStatus } from '../types/chain.js'

/** Sets a namespace's connection status in both places the UI reads it (connection and account). */
export function setStatus(
  ctx: KitContext,
  namespace: ChainNamespace,
  status: ConnectionStatus,
): void {
  ctx.state.update('connection', (connection) => ({ ...connection, [namespace]: status }))
  updateAccount(ctx, namespace, { status })
}

/** The namespaces whose status is not `disconnected` (connected or still connecting). */
export function activeConnections(ctx: KitContext): ChainNamespace[] {
  const connection = ctx.state.get('connection')
  return (Object.keys(connection) as ChainNamespace[]).filter(
    (ns) => connection[ns] !== 'disconnected',
  )
}

/** SPEC §4: the saved status read at the next start (which namespaces to restore). */
export function persistConnectedNamespaces(ctx: KitContext): void {
  const connection = ctx.state.get('connection')
  const connected = (Object.keys(connection) as ChainNamespace[]).filter(
    (ns) => connection[ns] === 'connected',
  )
  ctx.persisted.setConnectedNamespaces(connected)
  ctx.persisted.setConnectionStatus(connected.length > 0 ? 'connected' : 'disconnected')
}
