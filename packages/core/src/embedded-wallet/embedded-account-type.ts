import { type KitContext, updateAccount, updateNetworkState } from '../app-kit/kit-context.js'
import { smartAccountNamespace } from '../connection/adapter-capability.js'
import type { FrameUser } from '../frame/frame-schemas.js'
import { resolvePreferredAccountType } from '../rules/account-type.js'
import type { AccountType, ChainNamespace } from '../types/chain.js'
import type { EmbeddedWalletActions } from './embedded-wallet.js'

/** What the embedded wallet asks of the kit about its smart-account family's account types (SPEC §4, §6). */
export interface EmbeddedAccountTypeHooks {
  /** The type GET_USER asks the frame for: the user's choice in this page, else the configured default. */
  preferredAccountType(): AccountType
  /** GET_USER answered: the frame's smart-account networks go into that family's network state. */
  userLoaded(user: FrameUser): void
}

/** Whether `namespace` is connected through the kit's AUTH connector (the embedded wallet). */
function connectedByAuth(ctx: KitContext, namespace: ChainNamespace): boolean {
  const connectorId = ctx.persisted.getConnectorId(namespace)
  return ctx.state
    .get('connectors')
    .some((c) => c.chain === namespace && c.id === connectorId && c.type === 'AUTH')
}

/**
 * SPEC §6 account types for the embedded wallet's eip155 account: GET_USER asks for the kit's
 * preferred type, so a connect (or a restore) gets that account's address at once, which is
 * SPEC §4's after-connect rule seen from the frame; `setPreferred` is the user's switch between
 * the smart account and the EOA (the frame answers the other address; the AUTH connector reports
 * it as an account change, so balance and identity follow).
 *
 * @example
 * const accountTypes = embeddedAccountTypes(() => ctx, () => embeddedWallet)
 * await accountTypes.setPreferred('eip155', 'eoa')
 */
export function embeddedAccountTypes(
  context: () => KitContext,
  wallet: () => EmbeddedWalletActions,
) {
  const hooks: EmbeddedAccountTypeHooks = {
    preferredAccountType() {
      const ctx = context()
      const namespace = smartAccountNamespace(ctx)
      if (!namespace) return 'eoa'
      const chosen = ctx.state.get('accounts')[namespace]?.preferredAccountType
      return (
        chosen ??
        resolvePreferredAccountType({ namespace, configured: ctx.options.defaultAccountTypes })
      )
    },
    userLoaded() {
      wallet()
        .request('GET_SMART_ACCOUNT_ENABLED_NETWORKS', {})
        .then(({ smartAccountEnabledNetworks }) => {
          const chainIds = smartAccountEnabledNetworks.filter(
            (id): id is number => typeof id === 'number',
          )
          const ctx = context()
          const namespace = smartAccountNamespace(ctx)
          if (!namespace) return
          const write = () =>
            updateNetworkState(ctx, namespace, { smartAccountEnabledNetworks: chainIds })
          // Applying the connection writes this field too (from the wallet's capabilities): the
          // frame's list goes in once the connection is applied, whichever answer came first.
          if (ctx.state.get('connection')[namespace] === 'connected') return write()
          const stop = ctx.state.subscribe(() => {
            if (ctx.state.get('connection')[namespace] !== 'connected') return
            stop()
            write()
          })
        })
        .catch((error: unknown) => context().warn('smart-account networks unavailable', error))
    },
  }
  return {
    hooks,
    /**
     * Sets the namespace's preferred account type; for the embedded wallet's eip155 account also
     * tells the frame (SET_PREFERRED_ACCOUNT), whose answer becomes the connected address.
     */
    async setPreferred(namespace: ChainNamespace, type: AccountType): Promise<void> {
      const ctx = context()
      updateAccount(ctx, namespace, { preferredAccountType: type })
      if (namespace !== smartAccountNamespace(ctx) || !connectedByAuth(ctx, namespace)) return
      const reply = await wallet().request('SET_PREFERRED_ACCOUNT', { type })
      updateAccount(ctx, namespace, (account) => ({
        ...account,
        preferredAccountType: reply.type,
        ...(account.user
          ? { user: { ...account.user, address: reply.address, preferredAccountType: reply.type } }
          : {}),
      }))
    },
  }
}
