import {
  activeNamespaceOf,
  type KitContext,
  updateAccount,
  updateNetworkState,
} from '../app-kit/kit-context.js'
import { resetApprovedNetworks } from '../networks/approved-networks.js'
import { resetAccountState } from '../state/account-state.js'
import { initialTokenBalancesState } from '../state/token-balances.js'
import { initialTransactionsState } from '../state/transactions.js'
import type { ChainNamespace } from '../types/chain.js'
import { persistConnectedNamespaces, setStatus } from './connection-status.js'
import { forgetSelectedAccount } from './select-account.js'

/**
 * SPEC §4 reset: clears every account field, the stored connector id, pairing data and the saved
 * deep link, what the wallet approved, and resets transactions and token-balance state.
 */
export function resetNamespace(ctx: KitContext, namespace: ChainNamespace): void {
  ctx.state.batch(() => resetNamespaceNow(ctx, namespace))
}

function resetNamespaceNow(ctx: KitContext, namespace: ChainNamespace): void {
  updateAccount(ctx, namespace, (account) => resetAccountState(account))
  setStatus(ctx, namespace, 'disconnected')
  updateNetworkState(ctx, namespace, { unsupported: false })
  resetApprovedNetworks(ctx, namespace)
  ctx.persisted.setConnectorId(namespace, undefined)
  ctx.sessionTopics.delete(namespace)
  forgetSelectedAccount(ctx, namespace)
  ctx.persisted.setDeepLinkChoice(undefined)
  // SPEC §4 sign-out: cached login data goes too.
  ctx.persisted.clearSocialLogin()
  ctx.state.set('pairing', undefined)
  // The history and balance flags are the active account's: another family's stay.
  if (activeNamespaceOf(ctx) === namespace) {
    ctx.state.set('transactions', initialTransactionsState())
    ctx.state.set('tokenBalances', initialTokenBalancesState())
  }
  persistConnectedNamespaces(ctx)
}
