import { activeNamespaceOf, type KitContext, updateAccount } from '../app-kit/kit-context.js'
import { connect } from '../connection/connect.js'
import { activeConnections } from '../connection/connection-status.js'
import { disconnect } from '../connection/disconnect.js'
import { refuseRpcRequest } from '../connection/rpc-gate.js'
import { AlertText } from '../errors/ui-texts.js'
import { goBack, pushView } from '../navigation/modal-actions.js'
import type { ChainNamespace } from '../types/chain.js'
import type { EmbeddedWalletHooks } from './embedded-wallet.js'

interface AuthConnector {
  namespace: ChainNamespace
  connectorId: string
}

/** The AUTH connectors the adapters offer now, the active namespace's first. */
function authConnectors(ctx: KitContext): AuthConnector[] {
  const found: AuthConnector[] = []
  for (const adapter of ctx.adapters.values()) {
    const connector = adapter.getConnectors().find((c) => c.type === 'AUTH')
    if (connector) found.push({ namespace: adapter.namespace, connectorId: connector.id })
  }
  const active = activeNamespaceOf(ctx)
  return found.sort((a, b) => Number(b.namespace === active) - Number(a.namespace === active))
}

/** The connected namespaces whose connection is the AUTH connector's. */
function authConnections(ctx: KitContext): ChainNamespace[] {
  return activeConnections(ctx).filter((namespace) => {
    const connectorId = ctx.persisted.getConnectorId(namespace)
    return authConnectors(ctx).some(
      (c) => c.namespace === namespace && c.connectorId === connectorId,
    )
  })
}

/**
 * What the kit does around the embedded wallet's steps (SPEC §4):
 * - an email login the frame finished connects through the AUTH connector by the normal connect path (the account,
 *   `user.email`, the connector type, the recent wallet; the modal then shows Account);
 * - sign-out disconnects the AUTH connections (the connector sends SIGN_OUT; the namespaces on the
 *   same connector type go together, SPEC §4);
 * - the last step of an email update puts the new email in `user.email`;
 * - while the frame is shown for a not-safe request the modal shows ApproveTransaction (SPEC §4
 *   transaction stack): its end pops the view, or closes the modal when it was the only one.
 *   A request that came through `kit.request` already has ApproveTransaction on screen (the RPC
 *   gate pushed it), so nothing is pushed twice.
 */
export function embeddedAuthHooks(
  context: () => KitContext,
  deps: { ready: () => Promise<void> },
): EmbeddedWalletHooks {
  let approvals = 0
  return {
    async connectAuth() {
      // The adapters offer their connectors once set up (the kit's start, or the visitor's
      // interest for those that wait for it: a login is one).
      await deps.ready()
      await context().interest.show()
      const ctx = context()
      const target = authConnectors(ctx)[0]
      // A kit without an adapter offering AUTH only signs in to the frame.
      if (!target) return
      // SPEC §4 "after connect": the connect path sets the preferred account type to the
      // configured default (applyConnection). Telling the frame (SET_PREFERRED_ACCOUNT, smart
      // accounts) belongs right after this connect.
      await connect(ctx, target)
    },
    async disconnectAuth() {
      const ctx = context()
      const namespace = authConnections(ctx)[0]
      if (!namespace) return false
      await disconnect(ctx, { namespace })
      return true
    },
    emailUpdated(email) {
      const ctx = context()
      for (const namespace of authConnections(ctx)) {
        updateAccount(ctx, namespace, (account) =>
          account.user ? { ...account, user: { ...account.user, email } } : account,
        )
      }
    },
    socialConnected(provider, userName) {
      const ctx = context()
      for (const namespace of authConnections(ctx)) {
        updateAccount(ctx, namespace, (account) => ({
          ...account,
          socialProvider: provider,
          ...(account.user ? { user: { ...account.user, userName } } : {}),
        }))
      }
      ctx.persisted.setSocialProvider(provider)
      ctx.persisted.setSocialUsername(userName)
    },
    socialTimedOut() {
      context().showAlert(AlertText.socialTimeout)
    },
    rpcRefused: (method) => refuseRpcRequest(context(), method),
    beginApproval(method) {
      const ctx = context()
      if (ctx.state.get('modal').open && ctx.state.get('router').view === 'ApproveTransaction')
        return () => {}
      approvals += 1
      const id = `frame-${approvals}`
      ctx.state.batch(() => {
        ctx.state.update('transactionStack', (stack) => [...stack, { id, method }])
        pushView(ctx, 'ApproveTransaction', { requestId: id, method })
      })
      return () =>
        ctx.state.batch(() => {
          ctx.state.update('transactionStack', (stack) => stack.filter((entry) => entry.id !== id))
          // The user may have left the view (or closed the modal) meanwhile: nothing to pop.
          const onIt = ctx.state.get('router').view === 'ApproveTransaction'
          if (ctx.state.get('modal').open && onIt) goBack(ctx)
        })
    },
  }
}
