import { type KitContext, networkStateOf } from '../app-kit/kit-context.js'
import type { ChainNamespace } from '../types/chain.js'
import { handOffActive } from './active-handoff.js'
import { applyConnection } from './apply-connection.js'
import { resetNamespace } from './reset-connection.js'
import { savedSelectedAccount } from './select-account.js'
import { syncAccountDetails } from './sync-account-details.js'
import { type CheckedConnection, checkConnection } from './wallet-values.js'

/** A connection a previous session left: its namespace and the connector it used. */
export interface SavedConnection {
  namespace: ChainNamespace
  connectorId: string
}

/**
 * The namespaces a previous session left connected (with an adapter now), with their connector ids.
 * SPEC §4 "the saved status is read at start": only a session saved as `connected` is restored;
 * the saved namespaces then say which families, their connector ids with what.
 */
export function savedConnections(ctx: KitContext): SavedConnection[] {
  const saved: SavedConnection[] = []
  if (ctx.persisted.getConnectionStatus() !== 'connected') return saved
  for (const namespace of ctx.persisted.getConnectedNamespaces()) {
    if (!ctx.adapters.has(namespace)) continue
    const connectorId = ctx.persisted.getConnectorId(namespace)
    if (connectorId) saved.push({ namespace, connectorId })
  }
  return saved
}

/** The account the user had picked (`kit.selectAccount`) becomes active again, if still exposed. */
async function withSelectedAccount(
  ctx: KitContext,
  namespace: ChainNamespace,
  connection: CheckedConnection,
): Promise<CheckedConnection> {
  const saved = savedSelectedAccount(ctx, namespace)
  if (!saved || saved === connection.address) return connection
  if (!connection.accounts.some((entry) => entry.address === saved)) return connection
  try {
    await ctx.adapters.get(namespace)?.selectAccount?.({ address: saved })
  } catch (error) {
    ctx.warn(`Selecting the saved ${namespace} account failed`, error)
    return connection
  }
  return { ...connection, address: saved }
}

/**
 * SPEC §4: restore the saved connections at start. The namespaces are `connecting` meanwhile
 * (set by the caller before adapters finish setup), then connected or disconnected. A wallet that
 * forgot us, fails, or reports a malformed connection ends disconnected. Never throws.
 */
export async function restoreConnections(
  ctx: KitContext,
  saved: readonly SavedConnection[],
): Promise<void> {
  await Promise.all(
    saved.map(async ({ namespace, connectorId }) => {
      const adapter = ctx.adapters.get(namespace)
      if (!adapter) return
      let connection: CheckedConnection | undefined
      try {
        const reported = await adapter.reconnect({
          connectorId,
          network: networkStateOf(ctx, namespace)?.caipNetwork,
        })
        connection = reported ? checkConnection(adapter, reported, ctx.warn) : undefined
      } catch (error) {
        ctx.warn(`Restoring the ${namespace} connection failed`, error)
        connection = undefined
      }
      if (ctx.destroyed()) return
      if (!connection) {
        resetNamespace(ctx, namespace)
        return
      }
      connection = await withSelectedAccount(ctx, namespace, connection)
      if (ctx.destroyed()) return
      applyConnection(ctx, namespace, {
        ...connection,
        connectorId: connection.connectorId || connectorId,
      })
      await syncAccountDetails(ctx, namespace)
    }),
  )
  // A saved active family that did not come back hands over to one that did.
  if (!ctx.destroyed()) handOffActive(ctx)
}
