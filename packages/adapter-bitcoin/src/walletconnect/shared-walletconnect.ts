/** What one namespace asks a WalletConnect wallet for. */
export interface NamespaceProposal {
  chains: string[]
  methods: string[]
  events: string[]
  rpcMap?: Record<string, string>
}

/**
 * The kit-wide WalletConnect slot in `AdapterContext.shared` (key {@link SHARED_WALLETCONNECT_KEY}),
 * the convention the eip155 and solana adapters follow too: ONE client per kit whose session
 * carries every namespace. Each adapter puts its proposal in `namespaces` at creation, creates the
 * provider only through `provider` (first come), counts itself in `users` and closes the client
 * when the last one leaves. Adapters never import each other; this shape is the contract.
 */
export interface SharedWalletConnect {
  readonly namespaces: Map<string, NamespaceProposal>
  /** The `@walletconnect/universal-provider` instance (typed loosely: its type lives in the lazy chunk). */
  provider: Promise<unknown> | undefined
  prefix: string | undefined
  users: number
}

export const SHARED_WALLETCONNECT_KEY = 'walletconnect'

/** Joins the kit's slot (making it when this adapter is the first, or the kit shares none). */
export function joinSharedWalletConnect(
  shared: Map<string, unknown> | undefined,
  namespace: string,
  proposal: NamespaceProposal,
): SharedWalletConnect {
  const existing = shared?.get(SHARED_WALLETCONNECT_KEY) as SharedWalletConnect | undefined
  const slot: SharedWalletConnect = existing ?? {
    namespaces: new Map(),
    provider: undefined,
    prefix: undefined,
    users: 0,
  }
  shared?.set(SHARED_WALLETCONNECT_KEY, slot)
  slot.namespaces.set(namespace, proposal)
  slot.users++
  return slot
}
