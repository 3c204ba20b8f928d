import {
  accountOf,
  activeNamespaceOf,
  type KitContext,
  networkStateOf,
  networkSwitchEnabled,
  requestedNetworksOf,
  updateAccount,
  updateNetworkState,
} from '../app-kit/kit-context.js'
import { closeModal, pushView } from '../navigation/modal-actions.js'
import { shouldOpenUnsupportedChain } from '../navigation/unsupported-chain.js'
import { emptySendDraft } from '../state/send-draft.js'
import { initialTransactionsState } from '../state/transactions.js'
import type { ChainNamespace } from '../types/chain.js'
import type { Network } from '../types/network.js'
import { findRequestedNetwork, toCaipAddress, unknownNetwork } from './network-resolution.js'

/**
 * Put `namespace` on the wallet's chain: the requested network with that id, or an "unknown
 * network" stand-in flagged `unsupported` (SPEC §4). Opens UnsupportedChain by the SPEC §2 rule
 * when the namespace is the active one. `chainId` must already be checked
 * (`isValidChainReference`): it is shown in the stand-in's name.
 */
export function applyChain(
  ctx: KitContext,
  namespace: ChainNamespace,
  chainId: number | string,
): Network {
  const requested = requestedNetworksOf(ctx, namespace)
  const known = findRequestedNetwork(requested, chainId)
  const current = networkStateOf(ctx, namespace)?.caipNetwork
  const network = known ?? unknownNetwork(namespace, chainId, current)
  const changed = current?.caipNetworkId !== network.caipNetworkId
  updateNetworkState(ctx, namespace, { caipNetwork: network, unsupported: known === undefined })
  if (changed && namespace === activeNamespaceOf(ctx)) {
    // SPEC §4: switching the active network resets the send form; lists of the old chain go too
    // (SPEC §5: only the connected chain's transactions are shown).
    ctx.state.set('sendDraft', emptySendDraft())
    ctx.state.set('transactions', initialTransactionsState())
    updateAccount(ctx, namespace, { tokenBalance: [] })
  }
  const address = accountOf(ctx, namespace)?.address
  if (address)
    updateAccount(ctx, namespace, { caipAddress: toCaipAddress(namespace, network.id, address) })
  if (namespace === activeNamespaceOf(ctx)) {
    ctx.persisted.setActiveNetworkId(network.caipNetworkId)
    const open = shouldOpenUnsupportedChain({
      activeCaipNetworkId: network.caipNetworkId,
      requested,
      networkSwitchEnabled: networkSwitchEnabled(ctx),
    })
    const router = ctx.state.get('router')
    if (open && !(ctx.state.get('modal').open && router.view === 'UnsupportedChain')) {
      pushView(ctx, 'UnsupportedChain')
    } else if (!open && ctx.state.get('modal').open && router.view === 'UnsupportedChain') {
      closeModal(ctx)
    }
  }
  return network
}
