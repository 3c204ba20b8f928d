import { cleanIdentity } from '../rules/outside-data.js'
import type { ChainNamespace } from '../types/chain.js'
import { accountOf, type KitContext, networkStateOf, updateAccount } from './kit-context.js'
import { reverseName } from './reverse-name.js'

/**
 * SPEC §4 after connect / account change: resync balance, identity and the registered name
 * (failures are ignored).
 */
export async function syncAccountDetails(
  ctx: KitContext,
  namespace: ChainNamespace,
): Promise<void> {
  const account = accountOf(ctx, namespace)
  const network = networkStateOf(ctx, namespace)?.caipNetwork
  const adapter = ctx.adapters.get(namespace)
  const address = account?.address
  if (!address || !network || !adapter) return
  // A misbehaving adapter or API that throws synchronously is treated like a rejection.
  const balance = Promise.resolve()
    .then(() => adapter.getBalance({ address, network }))
    .then(
      (result) => {
        if (accountOf(ctx, namespace)?.address !== address) return
        updateAccount(ctx, namespace, { balance: result.balance, balanceSymbol: result.symbol })
      },
      () => undefined,
    )
  // The name registered with the kit's name service wins over the identity's (which may come
  // from another naming system), whichever answer arrives first.
  let registered: string | undefined
  const applyIdentity = (result: { name: string | null; avatar: string | null }) => {
    if (accountOf(ctx, namespace)?.address !== address) return
    const identity = cleanIdentity(result, ctx.dataApiOrigin)
    updateAccount(ctx, namespace, {
      profileName: registered ?? identity.name,
      profileImage: identity.avatar,
    })
  }
  // SPEC §9 names work on eip155 (any account, not only embedded ones); reverse lookups are
  // cached 5 min (`reverseName`).
  const reverse =
    namespace === 'eip155'
      ? reverseName(ctx, address).then(
          (name) => {
            if (!name || accountOf(ctx, namespace)?.address !== address) return
            registered = name
            updateAccount(ctx, namespace, { profileName: name })
          },
          () => undefined,
        )
      : Promise.resolve()
  // SPEC §9: names work on eip155 only; identities are cached for 5 min.
  const cached = namespace === 'eip155' ? ctx.persisted.getCachedIdentity(address) : undefined
  if (cached) applyIdentity(cached)
  const identity =
    namespace === 'eip155' && !cached
      ? Promise.resolve()
          .then(() => ctx.api.getIdentity({ address }))
          .then(
            (result) => {
              ctx.persisted.setCachedIdentity(address, result)
              applyIdentity(result)
            },
            () => undefined,
          )
      : Promise.resolve()
  await Promise.all([balance, identity, reverse])
}
