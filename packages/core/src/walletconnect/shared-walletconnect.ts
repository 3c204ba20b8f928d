import type { KitStorage } from '../storage/kit-storage.js'
import type {
  SharedClientLike,
  WalletConnectClientLike,
  WalletConnectClientOptions,
  WalletConnectInit,
} from './walletconnect-client.js'
import { walletConnectPrefix } from './walletconnect-storage.js'

/** What one namespace asks a WalletConnect wallet for. */
export interface NamespaceProposal {
  chains: string[]
  methods: string[]
  events: string[]
  rpcMap?: Record<string, string>
}

/**
 * The kit-wide WalletConnect slot in `AdapterContext.shared`: the adapters of one kit (eip155,
 * solana, bip122, polkadot) use ONE client whose session carries all their namespaces (one QR
 * code; SPEC §4: disconnecting one chain of that session drops the others). Every adapter joins
 * at creation with its proposal, gets the client through {@link sharedWalletConnectClient} and
 * leaves through {@link leaveSharedWalletConnect}; the last to leave closes the client.
 * `P` is the adapter's client type (`@walletconnect/universal-provider`, which core does not load).
 */
export interface SharedWalletConnect<P extends SharedClientLike = WalletConnectClientLike> {
  readonly namespaces: Map<string, NamespaceProposal>
  /** The storage prefix of the client, fixed by the first adapter to join. */
  readonly prefix: string
  provider: Promise<P> | undefined
  users: number
}

const KEY = 'walletconnect'

function isSlot(value: unknown): value is SharedWalletConnect {
  return (
    typeof value === 'object' &&
    value !== null &&
    (value as SharedWalletConnect).namespaces instanceof Map &&
    typeof (value as SharedWalletConnect).prefix === 'string' &&
    typeof (value as SharedWalletConnect).users === 'number'
  )
}

/**
 * Joins the kit's slot with `namespace`'s proposal (making it when this adapter is the first, or
 * the kit shares no map). The prefix is fixed here, at join, by the first adapter (its
 * `customStoragePrefix`, else the storage's own): the app's adapter order is the same on every
 * load, so a saved session is found under the same prefix whichever adapter creates the client.
 */
export function joinSharedWalletConnect<P extends SharedClientLike = WalletConnectClientLike>(
  context: { shared?: Map<string, unknown> | undefined; storage: KitStorage },
  namespace: string,
  proposal: NamespaceProposal,
  customStoragePrefix?: string | undefined,
): SharedWalletConnect<P> {
  const existing = context.shared?.get(KEY)
  const slot = (
    isSlot(existing)
      ? existing
      : {
          namespaces: new Map(),
          prefix: customStoragePrefix ?? walletConnectPrefix(context.storage),
          provider: undefined,
          users: 0,
        }
  ) as SharedWalletConnect<P>
  context.shared?.set(KEY, slot)
  slot.namespaces.set(namespace, proposal)
  slot.users += 1
  return slot
}

/**
 * The slot's client, made by the first adapter that needs it through `init` (the adapter's lazy
 * `UniversalProvider.init`), under the slot's prefix and the kit's storage; made again after a
 * failure. With `inWorker` (the adapter's worker opener) the client is first asked of a worker,
 * and made on the page only where that gives none (a browser without workers).
 */
export function sharedWalletConnectClient<P extends SharedClientLike>(
  slot: SharedWalletConnect<P>,
  storage: KitStorage,
  options: WalletConnectClientOptions,
  init: WalletConnectInit<P & WalletConnectClientLike>,
  inWorker?: (prefix: string) => Promise<P | undefined>,
): Promise<P> {
  return sharedClientOpenedBy(slot, async (prefix) => {
    const fromWorker = await inWorker?.(prefix)
    if (fromWorker) return fromWorker
    // The opening code loads with the client (import()), not with the page.
    const { openWalletConnectClient } = await import('./walletconnect-client.js')
    return openWalletConnectClient(init, storage, prefix, options)
  })
}

/**
 * The slot's client, made by the first adapter that needs it through `open` (under the slot's
 * prefix); made again after a failure. {@link sharedWalletConnectClient} opens it on the page; an
 * adapter whose client runs in a worker opens the worker's provider here instead.
 */
export function sharedClientOpenedBy<P extends SharedClientLike>(
  slot: SharedWalletConnect<P>,
  open: (prefix: string) => Promise<P>,
): Promise<P> {
  if (!slot.provider) {
    const made = open(slot.prefix)
    slot.provider = made
    made.catch(() => {
      if (slot.provider === made) slot.provider = undefined
    })
  }
  return slot.provider
}

/** Leaves the slot; the last adapter to leave closes the client's socket and timers. */
export async function leaveSharedWalletConnect<P extends SharedClientLike>(
  slot: SharedWalletConnect<P>,
): Promise<void> {
  slot.users -= 1
  if (slot.users > 0) return
  const pending = slot.provider
  slot.provider = undefined
  const client = await pending?.catch(() => undefined)
  if (client === undefined) return
  const { closeWalletConnectClient } = await import('./walletconnect-client.js')
  await closeWalletConnectClient(client, slot.prefix)
}
