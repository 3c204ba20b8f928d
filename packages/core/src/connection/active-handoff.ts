import { activeNamespaceOf, type KitContext, networkStateOf } from '../app-kit/kit-context.js'
import { emptySendDraft } from '../state/send-draft.js'
import { initialTokenBalancesState } from '../state/token-balances.js'
import { initialTransactionsState } from '../state/transactions.js'
import type { ChainNamespace } from '../types/chain.js'

/**
 * After a namespace disconnected (the user, the wallet, or a failed restore): when the active
 * namespace is no longer connected but another family still is, that one becomes active, so the
 * modal keeps showing a connected account instead of asking to connect again. The first connected
 * namespace in the app's network order wins. Nothing changes while the active one is connected,
 * or when none is.
 *
 * @example
 * // eip155 and solana connected, eip155 active: disconnecting eip155 leaves solana active
 * handOffActive(ctx)
 */
export function handOffActive(ctx: KitContext): void {
  const active = activeNamespaceOf(ctx)
  const connection = ctx.state.get('connection')
  if (active && connection[active] === 'connected') return
  const next = connectedInAppOrder(ctx).find((ns) => ns !== active)
  const network = next ? networkStateOf(ctx, next)?.caipNetwork : undefined
  if (!next || !network) return
  ctx.state.batch(() => {
    ctx.state.set('activeNamespace', next)
    ctx.persisted.setActiveNamespace(next)
    ctx.persisted.setActiveNetworkId(network.caipNetworkId)
    ctx.state.set('sendDraft', emptySendDraft())
    ctx.state.set('transactions', initialTransactionsState())
    ctx.state.set('tokenBalances', initialTokenBalancesState())
  })
}

/** Connected namespaces in the order of the app's requested networks. */
function connectedInAppOrder(ctx: KitContext): ChainNamespace[] {
  const connection = ctx.state.get('connection')
  const order: ChainNamespace[] = []
  for (const network of ctx.options.networks) {
    const ns = network.chainNamespace
    if (connection[ns] === 'connected' && !order.includes(ns)) order.push(ns)
  }
  return order
}
