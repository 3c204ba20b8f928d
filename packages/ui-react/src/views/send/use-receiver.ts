import { type AppKit, chainIdToCoinType, type Network, validateAccountAddress } from '@portico/core'
import { useEffect, useState } from 'react'

/** SPEC §9: debounce default 500 ms (name lookups wait for typing to pause). */
export const NAME_LOOKUP_DEBOUNCE_MS = 500

export type ReceiverState =
  | { kind: 'empty' }
  | { kind: 'invalid' }
  | { kind: 'address'; address: string }
  | { kind: 'resolving'; name: string }
  | { kind: 'resolved'; name: string; address: string; avatar: string | undefined }
  | { kind: 'not-found'; name: string }

/** A name for the name service: no spaces, at least one dot (e.g. `alice.eth`). */
const NAME_SHAPE = /^[^\s.]+(\.[^\s.]+)+$/

/** The address of `network`'s coin type in a name record (ENSIP-11), else the Ethereum one. */
function pickAddress(
  addresses: Record<string, { address: string }>,
  network: Network,
): string | undefined {
  const coinType =
    typeof network.id === 'number' ? String(chainIdToCoinType(network.id)) : undefined
  return (coinType ? addresses[coinType]?.address : undefined) ?? addresses['60']?.address
}

/**
 * The receiver field: an address of the active namespace, or (eip155, SPEC §9 names) a name
 * resolved through the data API once typing pauses. Writes the receiver address, profile name and
 * image to the send draft, and clears them while the input is not a usable receiver.
 */
export function useReceiver(
  kit: AppKit,
  network: Network | undefined,
  text: string,
): ReceiverState {
  const [state, setState] = useState<ReceiverState>({ kind: 'empty' })

  useEffect(() => {
    const input = text.trim()
    const clearDraft = () =>
      kit.setSendDraft({
        receiverAddress: undefined,
        receiverProfileName: undefined,
        receiverProfileImageUrl: undefined,
      })
    if (!input || !network) {
      setState({ kind: 'empty' })
      clearDraft()
      return
    }
    if (validateAccountAddress(network.chainNamespace, input, String(network.id)) === true) {
      setState({ kind: 'address', address: input })
      kit.setSendDraft({
        receiverAddress: input,
        receiverProfileName: undefined,
        receiverProfileImageUrl: undefined,
      })
      return
    }
    clearDraft()
    if (network.chainNamespace !== 'eip155' || !NAME_SHAPE.test(input)) {
      setState({ kind: 'invalid' })
      return
    }
    setState({ kind: 'resolving', name: input })
    let live = true
    const timer = kit.clock.setTimeout(async () => {
      try {
        const record = await kit.api.lookupName(input)
        const address = record ? pickAddress(record.addresses, network) : undefined
        if (!live) return
        if (!address) {
          setState({ kind: 'not-found', name: input })
          return
        }
        const identity = await kit.api.getIdentity({ address }).catch(() => undefined)
        if (!live) return
        const avatar = identity?.avatar ?? undefined
        setState({ kind: 'resolved', name: input, address, avatar })
        kit.setSendDraft({
          receiverAddress: address,
          receiverProfileName: input,
          receiverProfileImageUrl: avatar,
        })
      } catch {
        if (live) setState({ kind: 'not-found', name: input })
      }
    }, NAME_LOOKUP_DEBOUNCE_MS)
    return () => {
      live = false
      kit.clock.clearTimeout(timer)
    }
  }, [kit, network, text])

  return state
}
