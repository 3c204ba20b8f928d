import type { UniversalProvider } from './walletconnect-provider.js'

/** What one namespace asks a WalletConnect wallet for. */
export interface NamespaceProposal {
  chains: string[]
  methods: string[]
  events: string[]
  rpcMap?: Record<string, string>
}

/**
 * The kit-wide WalletConnect slot in `AdapterContext.shared` (key {@link SHARED_WALLETCONNECT_KEY}),
 * so the adapters of one kit (eip155, solana, …) use ONE client whose session carries all their
 * namespaces. The convention every adapter follows: put its proposal in `namespaces` at creation
 * and, when it is the first to join, the client's storage `prefix` (the app's adapter order is the
 * same on every load, so a session is restored under the same prefix whichever adapter creates the
 * client); create the provider only through `provider` (first come) with `slot.prefix`; count
 * itself in `users` and close the client when the last one leaves. Adapters never import each other; this shape is the contract.
 */
export interface SharedWalletConnect {
  readonly namespaces: Map<string, NamespaceProposal>
  provider: Promise<UniversalProvider> | undefined
  prefix: string | undefined
  users: number
}

export const SHARED_WALLETCONNECT_KEY = 'walletconnect'

/** Joins the kit's slot (making it when this adapter is the first) with `namespace`'s proposal. */
export function joinSharedWalletConnect(
  shared: Map<string, unknown>,
  namespace: string,
  proposal: NamespaceProposal,
  prefix: string,
): SharedWalletConnect {
  // The value under the key is always a slot: every adapter writes it through this convention.
  let slot = shared.get(SHARED_WALLETCONNECT_KEY) as SharedWalletConnect | undefined
  if (!slot) {
    slot = { namespaces: new Map(), provider: undefined, prefix: undefined, users: 0 }
    shared.set(SHARED_WALLETCONNECT_KEY, slot)
  }
  slot.prefix ??= prefix
  slot.namespaces.set(namespace, proposal)
  slot.users++
  return slot
}
