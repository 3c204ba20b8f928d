// Loaded with an adapter's WalletConnect chunk (import()), never with a page's first load.
import type { NamespaceProposal } from '../walletconnect/shared-walletconnect.js'
import { pairAcrossRelayRestarts, type RelayRepairEvents } from './pair-across-relay-restarts.js'
import { type RelayWaitOptions, relayWaitOf } from './relay-wait.js'
import { proposeSharedSession, type WalletConnectPairingClient } from './walletconnect-proposal.js'

/** The part of a `@walletconnect/universal-provider` client a connect the user asked for uses. */
export type SharedSessionClient = WalletConnectPairingClient &
  RelayRepairEvents & {
    /** The session, once a wallet approved one (restored or new). */
    readonly session?: unknown
    readonly client: { core: { relayer: RelayRepairEvents } }
  }

/** What {@link pairSharedSession} needs besides the bound's clock and timeout. */
export interface SharedSessionPairing<P extends SharedSessionClient> extends RelayWaitOptions {
  /** The kit's shared client (`sharedWalletConnectClient` with the adapter's lazy init). */
  open(): Promise<P>
  /** Every namespace of the kit's slot (read when each pairing is proposed). */
  proposals: Iterable<readonly [string, NamespaceProposal]>
  /** Shows a pairing URI (the QR code). */
  onDisplayUri(uri: string): void
}

/**
 * A WalletConnect connect the user asked for, on the kit's shared client: the client, with the
 * shared session (every namespace, one QR code) proposed when it has none. Two faults of the
 * relay are handled here for every family: the relay bound (`createRelayWait`) runs from the
 * connect on, since the client's start waits for the relay as much as the proposal does, so no
 * pairing URI within `timeout` ms on the kit's clock fails with `RelayUnreachableError` and a
 * retry before the URI waits for the same pairing; and a relay that restarts while the QR is
 * shown gets a new QR (`pairAcrossRelayRestarts`). `owner` (the adapter instance's own object)
 * keys the bound's state, so its retries join its pairing and no other adapter's.
 *
 * @example
 * const client = await pairSharedSession(backend, {
 *   clock: context.clock, timeout: options.relayTimeout, proposals: slot.namespaces,
 *   open: () => sharedWalletConnectClient(slot, context.storage, options, init), onDisplayUri,
 * })
 */
export function pairSharedSession<P extends SharedSessionClient>(
  owner: object,
  pairing: SharedSessionPairing<P>,
): Promise<P> {
  const wait = relayWaitOf<P>(owner, pairing)
  let last: string | undefined
  const onDisplayUri = (uri: string) => {
    // A proposal made again after a relay restart is heard by the earlier one's listener too (its
    // `connect` still waits): the same URI is shown once.
    if (uri === last) return
    last = uri
    wait.shown()
    pairing.onDisplayUri(uri)
  }
  return wait.pair(async () => {
    const client = await pairing.open()
    if (!client.session)
      await pairAcrossRelayRestarts({
        relayer: client.client.core.relayer,
        provider: client,
        pair: () => proposeSharedSession(client, pairing.proposals, onDisplayUri),
      })
    return client
  })
}
