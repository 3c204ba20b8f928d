import type { ChainAdapter } from '../adapter/chain-adapter.js'
import {
  accountOf,
  type KitContext,
  networkStateOf,
  updateAccount,
} from '../app-kit/kit-context.js'
import { readNativeBalance } from '../data/native-balance-cache.js'
import { reverseName } from '../data/reverse-name.js'
import { FaultError } from '../errors/fault-errors.js'
import { cleanIdentity } from '../rules/outside-data.js'
import type { ChainNamespace } from '../types/chain.js'
import type { Network } from '../types/network.js'

/** The first wait before the balance is read again after the node could not be reached. */
export const NODE_RETRY_FIRST_MS = 2_000
/** The longest wait between those reads (the waits double up to it). */
export const NODE_RETRY_MAX_MS = 30_000

/**
 * Reads the account's native balance into its state. A node that could not be reached (an `rpc`
 * fault) is asked again on the kit clock, the waits doubling from
 * {@link NODE_RETRY_FIRST_MS} to {@link NODE_RETRY_MAX_MS}, until it answers or the account or
 * network changes: a node that comes back fills the balance without a reload. Other failures are
 * ignored (SPEC §4).
 */
function readBalance(
  ctx: KitContext,
  target: {
    namespace: ChainNamespace
    adapter: ChainAdapter
    address: string
    network: Network
    fresh: boolean
  },
  wait = NODE_RETRY_FIRST_MS,
): Promise<void> {
  const { namespace, adapter, address, network, fresh } = target
  const current = () =>
    accountOf(ctx, namespace)?.address === address &&
    networkStateOf(ctx, namespace)?.caipNetwork?.caipNetworkId === network.caipNetworkId
  // A misbehaving adapter that throws synchronously is treated like a rejection.
  return Promise.resolve()
    .then(() => readNativeBalance(ctx, adapter, { address, network }, { fresh }))
    .then(
      (result) => {
        if (!current()) return
        updateAccount(ctx, namespace, { balance: result.balance, balanceSymbol: result.symbol })
      },
      (error: unknown) => {
        if (!(error instanceof FaultError) || error.part !== 'rpc' || ctx.destroyed()) return
        ctx.later(() => {
          if (current() && !ctx.destroyed())
            void readBalance(ctx, target, Math.min(wait * 2, NODE_RETRY_MAX_MS))
        }, wait)
      },
    )
}

/**
 * SPEC §4 after connect / account change: resync balance, identity and the registered name
 * (failures are ignored; an unreachable node's balance is read again once it is back). The
 * balance comes from the 30 s native-balance cache when it has it, unless `freshBalance` (after a
 * send).
 */
export async function syncAccountDetails(
  ctx: KitContext,
  namespace: ChainNamespace,
  options: { freshBalance?: boolean } = {},
): Promise<void> {
  const account = accountOf(ctx, namespace)
  const network = networkStateOf(ctx, namespace)?.caipNetwork
  const adapter = ctx.adapters.get(namespace)
  const address = account?.address
  if (!address || !network || !adapter) return
  const fresh = options.freshBalance === true
  const balance = readBalance(ctx, { namespace, adapter, address, network, fresh })
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
  // SPEC §9 names work where the family has them (any account, not only embedded ones); reverse
  // lookups are cached 5 min (`reverseName`).
  const names = adapter.capabilities.names
  const reverse = names
    ? reverseName(ctx, address).then(
        (name) => {
          if (!name || accountOf(ctx, namespace)?.address !== address) return
          registered = name
          updateAccount(ctx, namespace, { profileName: name })
        },
        // The account shows no registered name; the failure is logged (SPEC §8).
        (error: unknown) => ctx.warn(error instanceof Error ? error.message : String(error), error),
      )
    : Promise.resolve()
  // SPEC §9: identities come with names; they are cached for 5 min.
  const cached = names ? ctx.persisted.getCachedIdentity(address) : undefined
  if (cached) applyIdentity(cached)
  const identity =
    names && !cached
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
