import { type KitContext, updateAccount } from '../app-kit/kit-context.js'
import { applyChain } from '../networks/apply-chain.js'
import { applyApprovedNetworks } from '../networks/approved-networks.js'
import { preferredAccountTypeToSet } from '../rules/account-type.js'
import { cleanWalletInfo } from '../rules/outside-data.js'
import type { ChainNamespace } from '../types/chain.js'
import { persistConnectedNamespaces, setStatus } from './connection-status.js'
import type { CheckedConnection } from './wallet-values.js'

/**
 * A checked connection (connect or restore) into state as one change: the account, the chain,
 * what the wallet approved, `connected`, and the stored connector id and login details.
 */
export function applyConnection(
  ctx: KitContext,
  namespace: ChainNamespace,
  connection: CheckedConnection,
): void {
  ctx.state.batch(() => applyConnectionNow(ctx, namespace, connection))
}

function applyConnectionNow(
  ctx: KitContext,
  namespace: ChainNamespace,
  connection: CheckedConnection,
): void {
  // The kit's own connector list: already read safely and cleaned (see `readConnectors`).
  const connector = ctx.state
    .get('connectors')
    .find((c) => c.chain === namespace && c.id === connection.connectorId)
  updateAccount(ctx, namespace, (account) => {
    // SPEC §4: set to the configured default for the chain, unless it already matches.
    const toSet = preferredAccountTypeToSet(account.preferredAccountType, {
      namespace,
      configured: ctx.options.defaultAccountTypes,
    })
    return {
      ...account,
      address: connection.address,
      allAccounts: connection.accounts,
      connectedWalletInfo: cleanWalletInfo(
        connection.walletInfo ?? (connector ? { name: connector.name } : undefined),
        ctx.dataApiOrigin,
      ),
      preferredAccountType: toSet ?? account.preferredAccountType,
      user: connection.user,
      socialProvider: connection.socialProvider,
      smartAccountDeployed: connection.smartAccountDeployed ?? false,
    }
  })
  applyApprovedNetworks(ctx, namespace, {
    approved: connection.approvedNetworks,
    smartAccountNetworks: connection.smartAccountChainIds,
  })
  applyChain(ctx, namespace, connection.chainId)
  setStatus(ctx, namespace, 'connected')
  ctx.persisted.setConnectorId(namespace, connection.connectorId)
  if (connection.sessionTopic) ctx.sessionTopics.set(namespace, connection.sessionTopic)
  else ctx.sessionTopics.delete(namespace)
  if (connection.socialProvider) ctx.persisted.setSocialProvider(connection.socialProvider)
  if (connection.user?.userName) ctx.persisted.setSocialUsername(connection.user.userName)
  persistConnectedNamespaces(ctx)
}
