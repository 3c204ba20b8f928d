import type { KitContext } from '../app-kit/kit-context.js'
import { DisconnectFailedError } from '../errors/app-kit-errors.js'
import { closeModal } from '../navigation/modal-actions.js'
import type { ChainNamespace } from '../types/chain.js'
import type { ConnectorType } from '../types/connector.js'
import { handOffActive } from './active-handoff.js'
import { activeConnections } from './connection-status.js'
import { resetNamespace } from './reset-connection.js'

/** Connector types whose session spans namespaces (SPEC §4). */
const SHARED_SESSION_TYPES: readonly ConnectorType[] = ['WALLET_CONNECT', 'AUTH']

function connectorTypeOf(ctx: KitContext, namespace: ChainNamespace): ConnectorType | undefined {
  const connectorId = ctx.persisted.getConnectorId(namespace)
  if (!connectorId) return undefined
  return ctx.adapters
    .get(namespace)
    ?.getConnectors()
    .find((c) => c.id === connectorId)?.type
}

/**
 * The namespaces a disconnect of `namespace` (or of everything) ends: with it, those on the same
 * wallet session (the adapters reported one `sessionTopic`) and, per SPEC §4, those connected
 * through the same session-spanning connector type.
 */
function disconnectTargets(ctx: KitContext, namespace: ChainNamespace | undefined) {
  const connected = activeConnections(ctx)
  if (!namespace) return connected
  const targets = [namespace]
  const type = connectorTypeOf(ctx, namespace)
  const topic = ctx.sessionTopics.get(namespace)
  for (const other of connected) {
    if (other === namespace) continue
    const sameSession = topic !== undefined && ctx.sessionTopics.get(other) === topic
    const sameType =
      type !== undefined &&
      SHARED_SESSION_TYPES.includes(type) &&
      connectorTypeOf(ctx, other) === type
    if (sameSession || sameType) targets.push(other)
  }
  return targets
}

/**
 * SPEC §4 disconnect. Without a namespace every connected namespace goes. With one, the other
 * namespaces connected through the same connector type (WalletConnect or embedded auth) go too.
 * A wallet failure throws "Failed to disconnect", logs it with the wallet's error and emits
 * DISCONNECT_ERROR.
 *
 * @example
 * await disconnect(ctx, { namespace: 'eip155' })
 */
export async function disconnect(
  ctx: KitContext,
  params: { namespace?: ChainNamespace } = {},
): Promise<void> {
  const targets = disconnectTargets(ctx, params.namespace)
  const failures: unknown[] = []
  for (const namespace of targets) {
    try {
      await ctx.adapters.get(namespace)?.disconnect()
      resetNamespace(ctx, namespace)
    } catch (error) {
      failures.push(error)
    }
  }
  if (failures.length > 0) {
    const error = new DisconnectFailedError({ cause: failures[0] })
    // SPEC §8: logged (the kit's console, with `debug`) as well as reported as an event.
    ctx.warn(error.message, error.cause)
    ctx.emit('DISCONNECT_ERROR', { message: error.message }, 'error')
    throw error
  }
  handOffActive(ctx)
  ctx.emit('DISCONNECT_SUCCESS', { namespaces: targets })
  if (ctx.state.get('modal').open && !ctx.options.enableEmbedded) closeModal(ctx)
}
