import type { AdapterContext } from '@portico/core'
import type { SolanaWalletConnectOptions } from '../solana-adapter-types.js'
import type { UniversalProvider } from './walletconnect-provider.js'
import { createWalletConnectStorage, walletConnectPrefix } from './walletconnect-storage.js'

/** What one namespace asks a WalletConnect wallet for. */
export interface NamespaceProposal {
  chains: string[]
  methods: string[]
  events: string[]
  rpcMap?: Record<string, string>
}

/**
 * The kit-wide WalletConnect slot, kept in `AdapterContext.shared` under
 * {@link SHARED_WALLETCONNECT_KEY} so the adapters of one kit use ONE client and one session
 * carrying all their namespaces (SPEC §4: disconnecting one chain of that session drops the others).
 * Convention every adapter follows: put its proposal in `namespaces` at creation and, when it is
 * the first to join, the client's storage `prefix` (the app's adapter order is the same on every
 * load, so the client that restores a session always reads it under the same prefix, whichever
 * adapter creates it); create the provider only through `provider` (first come) with
 * `slot.prefix`; count itself in `users` and close the client when the last one leaves.
 */
export interface SharedWalletConnect {
  readonly namespaces: Map<string, NamespaceProposal>
  provider: Promise<UniversalProvider> | undefined
  prefix: string | undefined
  users: number
}

export const SHARED_WALLETCONNECT_KEY = 'walletconnect'

function isSlot(value: unknown): value is SharedWalletConnect {
  return (
    value !== null &&
    typeof value === 'object' &&
    (value as SharedWalletConnect).namespaces instanceof Map &&
    typeof (value as SharedWalletConnect).users === 'number'
  )
}

/** The kit's slot (one made here when the kit has none yet, or gives no shared map). */
export function joinSharedWalletConnect(
  context: AdapterContext,
  namespace: string,
  proposal: NamespaceProposal,
  prefix: string,
): SharedWalletConnect {
  const shared = context.shared
  const existing = shared?.get(SHARED_WALLETCONNECT_KEY)
  const slot: SharedWalletConnect = isSlot(existing)
    ? existing
    : { namespaces: new Map(), provider: undefined, prefix: undefined, users: 0 }
  shared?.set(SHARED_WALLETCONNECT_KEY, slot)
  slot.prefix ??= prefix
  slot.namespaces.set(namespace, proposal)
  slot.users += 1
  return slot
}

/** The slot's provider, created (and the chunk loaded) on first use. */
export function sharedProvider(
  slot: SharedWalletConnect,
  options: SolanaWalletConnectOptions,
  context: AdapterContext,
): Promise<UniversalProvider> {
  if (!slot.provider) {
    const prefix = slot.prefix ?? walletConnectPrefix(context.storage)
    slot.prefix = prefix
    slot.provider = import('./walletconnect-provider.js')
      .then((module) =>
        module.initUniversalProvider({
          projectId: options.projectId,
          relayUrl: options.relayUrl,
          metadata: options.metadata,
          storage: createWalletConnectStorage(context.storage),
          customStoragePrefix: prefix,
          skipVerify: options.skipVerify ?? options.relayUrl !== undefined,
        }),
      )
      .catch((error: unknown) => {
        slot.provider = undefined
        throw error
      })
  }
  return slot.provider
}

/** Leaves the slot; the last user closes the client's socket. */
export async function leaveSharedWalletConnect(slot: SharedWalletConnect): Promise<void> {
  slot.users -= 1
  if (slot.users > 0) return
  const pending = slot.provider
  slot.provider = undefined
  const provider = await pending?.catch(() => undefined)
  if (!provider || !slot.prefix) return
  const { closeUniversalProvider } = await import('./walletconnect-provider.js')
  await closeUniversalProvider(provider, slot.prefix)
}
