import {
  allRequestedNetworksOf,
  type KitContext,
  networkStateOf,
  networkSwitchEnabled,
  requestedNetworksOf,
  updateNetworkState,
} from '../app-kit/kit-context.js'
import { syncAccountDetails } from '../connection/sync-account-details.js'
import {
  CaipNetworkUndefinedError,
  ChainNotSupportedError,
  NetworkWithIdNotFoundError,
} from '../errors/adapter-errors.js'
import { LastNetworkRemovalError, NetworkNotFoundError } from '../errors/app-kit-errors.js'
import { pushView } from '../navigation/modal-actions.js'
import { alertForError } from '../rules/alert-rules.js'
import { emptySendDraft } from '../state/send-draft.js'
import { initialTransactionsState } from '../state/transactions.js'
import type { CaipNetworkId } from '../types/chain.js'
import type { Network } from '../types/network.js'
import { applyChain } from './apply-chain.js'

/**
 * A network argument from the app, checked where it enters: a plain-JavaScript caller passing the
 * result of a `find` that found nothing gets "CaipNetwork is undefined" (SPEC §8), not a TypeError.
 */
function networkIdOf(target: Network | CaipNetworkId | undefined): CaipNetworkId {
  const id = typeof target === 'string' ? target : target?.caipNetworkId
  if (typeof id !== 'string') throw new CaipNetworkUndefinedError()
  return id
}

/** Resolve a network argument: an id must be requested ("Network not found"). */
function resolveNetwork(ctx: KitContext, target: Network | CaipNetworkId): Network {
  const id = networkIdOf(target)
  const requested = allRequestedNetworksOf(ctx).find((n) => n.caipNetworkId === id)
  if (requested) return requested
  if (typeof target === 'string')
    throw new NetworkNotFoundError({ details: `"${id}" is not requested.` })
  // SPEC §8 "Chain is not supported": a network outside the requested list is refused unless allowed.
  if (!ctx.options.allowUnsupportedChain) throw new ChainNotSupportedError({ details: id })
  return target
}

/**
 * SPEC §4 network switching: changes the active chain and address, resets the send draft and shows
 * UnsupportedChain when the wallet cannot go there.
 */
export async function switchNetwork(
  ctx: KitContext,
  target: Network | CaipNetworkId,
): Promise<void> {
  let network: Network
  try {
    network = resolveNetwork(ctx, target)
  } catch (error) {
    // SPEC §8: a missing network on switch is also an alert ("Network Not Found").
    const alert = alertForError(error)
    if (alert) ctx.showAlert(alert)
    throw error
  }
  const ns = network.chainNamespace
  const connected = ctx.state.get('connection')[ns] === 'connected'
  const adapter = ctx.adapters.get(ns)
  const before = networkStateOf(ctx, ns)?.caipNetwork?.caipNetworkId
  // Back to a connected family on the network it is already on: instant, nothing to ask the wallet.
  if (connected && adapter && before !== network.caipNetworkId) {
    try {
      await adapter.switchNetwork(network)
    } catch (error) {
      if (error instanceof ChainNotSupportedError) {
        updateNetworkState(ctx, ns, { unsupported: true })
        if (networkSwitchEnabled(ctx)) pushView(ctx, 'UnsupportedChain')
      }
      throw error
    }
  }
  // The wallet's own chainChanged event may already have applied the switch (and emitted it).
  const appliedByEvent =
    connected &&
    before !== network.caipNetworkId &&
    networkStateOf(ctx, ns)?.caipNetwork?.caipNetworkId === network.caipNetworkId
  const chainChanged = before !== network.caipNetworkId || ctx.state.get('activeNamespace') !== ns
  ctx.state.batch(() => {
    ctx.state.set('activeNamespace', ns)
    ctx.persisted.setActiveNamespace(ns)
    ctx.persisted.setActiveNetworkId(network.caipNetworkId)
    ctx.state.set('sendDraft', emptySendDraft())
    if (chainChanged) ctx.state.set('transactions', initialTransactionsState())
    if (appliedByEvent) return
    if (connected) applyChain(ctx, ns, network.id)
    else updateNetworkState(ctx, ns, { caipNetwork: network, unsupported: false })
    ctx.emit('SWITCH_NETWORK', { network: network.caipNetworkId })
  })
  if (connected && !appliedByEvent) void syncAccountDetails(ctx, ns)
}

/**
 * SPEC §4: removing the last network of a namespace is refused. An id that names no requested
 * network is "Network with ID not found"; a network object that is not requested, "Network not
 * found" (SPEC §8).
 */
export function removeNetwork(ctx: KitContext, target: Network | CaipNetworkId): void {
  const id = networkIdOf(target)
  const network = allRequestedNetworksOf(ctx).find((n) => n.caipNetworkId === id)
  if (!network && typeof target === 'string') {
    throw new NetworkWithIdNotFoundError({ details: `"${id}" is not requested.` })
  }
  if (!network) throw new NetworkNotFoundError({ details: `"${id}" is not requested.` })
  const ns = network.chainNamespace
  const requested = requestedNetworksOf(ctx, ns)
  if (requested.length <= 1) throw new LastNetworkRemovalError()
  const remaining = requested.filter((n) => n.caipNetworkId !== id)
  const active = networkStateOf(ctx, ns)?.caipNetwork
  updateNetworkState(ctx, ns, {
    requestedCaipNetworks: remaining,
    ...(active?.caipNetworkId === id ? { caipNetwork: remaining[0] } : {}),
  })
}
