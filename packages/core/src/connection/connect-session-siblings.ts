import type { KitContext } from '../app-kit/kit-context.js'
import { networkStateOf } from '../app-kit/kit-context.js'
import { applyConnection } from './apply-connection.js'
import { syncAccountDetails } from './sync-account-details.js'
import { checkConnection } from './wallet-values.js'

/**
 * One wallet session can carry several families (a WalletConnect pairing approved for eip155 and
 * solana): after `namespace` connected through `connectorId` on session `sessionTopic`, every other
 * family not yet connected whose adapter offers the same connector is connected from that session
 * too, without a new prompt. A family the wallet did not approve stays disconnected, quietly; the
 * active family does not change.
 */
export async function connectSessionSiblings(
  ctx: KitContext,
  params: { namespace: string; connectorId: string; sessionTopic: string },
): Promise<void> {
  const siblings = [...ctx.adapters.values()].filter(
    (adapter) =>
      adapter.namespace !== params.namespace &&
      ctx.state.get('connection')[adapter.namespace] !== 'connected' &&
      adapter.getConnectors().some((connector) => connector.id === params.connectorId),
  )
  await Promise.all(
    siblings.map(async (adapter) => {
      const ns = adapter.namespace
      try {
        const reported = await adapter.reconnect({
          connectorId: params.connectorId,
          network: networkStateOf(ctx, ns)?.caipNetwork,
        })
        if (!reported || reported.sessionTopic !== params.sessionTopic) return
        if (ctx.state.get('connection')[ns] === 'connected') return
        applyConnection(ctx, ns, checkConnection(adapter, reported, ctx.warn))
        ctx.emit('CONNECT_SUCCESS', { connectorId: params.connectorId, namespace: ns })
        await syncAccountDetails(ctx, ns)
      } catch (error) {
        ctx.warn(`The ${ns} adapter could not join the wallet session`, error)
      }
    }),
  )
}
