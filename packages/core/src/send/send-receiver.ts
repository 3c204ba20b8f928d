import { activeNamespaceOf, type KitContext, networkStateOf } from '../app-kit/kit-context.js'
import { chainIdToCoinType } from '../caip/coin-type.js'
import { capabilitiesOf } from '../connection/adapter-capability.js'
import { ResolveNameError } from '../errors/name-errors.js'
import { cleanIdentity } from '../rules/outside-data.js'
import { DEBOUNCE_DEFAULT_MS } from '../rules/timing-constants.js'
import type { Network } from '../types/network.js'
import type { SendReceiverState } from '../types/send.js'

/**
 * A typed receiver address in the active family's format, as the family writes it (eip155 takes
 * it without `0x`, SPEC §5): the adapter's address codec (so an app bundles only the codecs of the
 * families it uses). An unknown format is not a receiver: sending to it could lose the funds.
 */
function receiverAddressOf(ctx: KitContext, network: Network, input: string): string | undefined {
  const adapter = ctx.adapters.get(network.chainNamespace)
  if (!adapter) return undefined
  const written = adapter.normalizeAddressInput ? adapter.normalizeAddressInput(input) : input
  return written !== undefined && adapter.validateAddress(written) === true ? written : undefined
}

/** A name for the name service: no spaces, at least one dot (e.g. `alice.eth`). */
const NAME_SHAPE = /^[^\s.]+(\.[^\s.]+)+$/

/** The address for `network`'s coin type in a name record (ENSIP-11), else the Ethereum one. */
function pickAddress(
  addresses: Record<string, { address: string }>,
  network: Network,
): string | undefined {
  let coinType: string | undefined
  try {
    coinType = typeof network.id === 'number' ? String(chainIdToCoinType(network.id)) : undefined
  } catch {
    coinType = undefined
  }
  const own = coinType ? addresses[coinType]?.address : undefined
  return own ?? addresses['60']?.address
}

export interface SendReceiverActions {
  setSendReceiver(text: string): void
}

/**
 * The send receiver (SPEC §3 draft: receiver address, profile name and image) from what the user
 * typed: an address of the active namespace at once, or on eip155 a name looked up through the
 * name service once typing pauses (SPEC §9 debounce, on the kit's clock). The name's address is
 * checked like any address from outside; a reply for older text or another network is dropped.
 * `sendDraft.receiver` says where resolution stands.
 */
export function createSendReceiverActions(ctx: KitContext): SendReceiverActions {
  let generation = 0

  function write(
    receiver: SendReceiverState,
    fields: { address?: string; name?: string; avatar?: string } = {},
  ): void {
    ctx.state.update('sendDraft', (draft) => ({
      ...draft,
      receiver,
      receiverAddress: fields.address,
      receiverProfileName: fields.name,
      receiverProfileImageUrl: fields.avatar,
    }))
  }

  const activeNetwork = () => {
    const namespace = activeNamespaceOf(ctx)
    return namespace ? networkStateOf(ctx, namespace)?.caipNetwork : undefined
  }

  async function resolve(run: number, name: string, network: Network): Promise<void> {
    const current = () =>
      run === generation &&
      !ctx.destroyed() &&
      activeNetwork()?.caipNetworkId === network.caipNetworkId
    if (!current()) return
    let address: string | undefined
    let avatar: string | undefined
    try {
      const record = await ctx.api.lookupName(name)
      const picked = record ? pickAddress(record.addresses, network) : undefined
      address = picked ? receiverAddressOf(ctx, network, picked) : undefined
      if (address) {
        const identity = await ctx.api.getIdentity({ address }).catch(() => undefined)
        avatar = identity ? cleanIdentity(identity, ctx.dataApiOrigin).avatar : undefined
      }
    } catch (error) {
      // The receiver shows as not found; the service's failure is logged (SPEC §8).
      const failure = new ResolveNameError({ cause: error })
      ctx.warn(failure.message, failure)
      address = undefined
    }
    if (!current()) return
    if (!address) {
      write({ kind: 'not-found', name })
      return
    }
    write({ kind: 'resolved', name, address, avatar }, { address, name, avatar })
  }

  function setSendReceiver(text: string): void {
    const run = ++generation
    const input = text.trim()
    const network = activeNetwork()
    if (!input || !network) {
      write({ kind: 'empty' })
      return
    }
    const typed = receiverAddressOf(ctx, network, input)
    if (typed) {
      write({ kind: 'address', address: typed }, { address: typed })
      return
    }
    // Names work where the family has them (SPEC §9: eip155).
    if (!capabilitiesOf(ctx, network.chainNamespace)?.names || !NAME_SHAPE.test(input)) {
      write({ kind: 'invalid' })
      return
    }
    write({ kind: 'resolving', name: input })
    ctx.later(() => void resolve(run, input, network), DEBOUNCE_DEFAULT_MS)
  }

  return { setSendReceiver }
}
