import { readExistentialDeposit } from '../adapter/existential-deposit-reader.js'
import { activeNamespaceOf, type KitContext, networkStateOf } from '../app-kit/kit-context.js'

/**
 * Reads the active network's existential deposit through its family's adapter
 * (`readExistentialDeposit`: undefined where the family has none or the read failed) into
 * `sendDraft.existentialDeposit`. A reply for a network that is no longer the active one is
 * dropped, so the draft never holds another chain's deposit.
 */
export async function loadSendExistentialDeposit(ctx: KitContext): Promise<bigint | undefined> {
  const activeNetwork = () => {
    const namespace = activeNamespaceOf(ctx)
    return namespace ? networkStateOf(ctx, namespace)?.caipNetwork : undefined
  }
  const write = (deposit: bigint | undefined) =>
    ctx.state.update('sendDraft', (draft) =>
      draft.existentialDeposit === deposit ? draft : { ...draft, existentialDeposit: deposit },
    )
  const network = activeNetwork()
  // Until the new network's answer: no deposit of the one before.
  write(undefined)
  if (!network) return undefined
  const deposit = await readExistentialDeposit(
    { getAdapter: (namespace) => (namespace ? ctx.adapters.get(namespace) : undefined) },
    network,
  )
  if (ctx.destroyed() || activeNetwork()?.caipNetworkId !== network.caipNetworkId) return deposit
  write(deposit)
  return deposit
}
