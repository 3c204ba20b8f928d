import type { AdapterContext } from '@portico/core'
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
 * The kit-wide WalletConnect slot in `AdapterContext.shared` (key 'walletconnect'), the convention
 * Portico's adapters share: one client and one session for all their namespaces. Each adapter puts
 * its proposal in `namespaces`, creates the client only through `provider` (first come) under
 * `prefix`, counts itself in `users`, and the last to leave closes the client.
 */
export interface SharedWalletConnect {
  readonly namespaces: Map<string, NamespaceProposal>
  provider: Promise<UniversalProvider> | undefined
  prefix: string | undefined
  users: number
}

const KEY = 'walletconnect'

function isSlot(value: unknown): value is SharedWalletConnect {
  return (
    typeof value === 'object' &&
    value !== null &&
    (value as SharedWalletConnect).namespaces instanceof Map &&
    typeof (value as SharedWalletConnect).users === 'number'
  )
}

/** Joins (or makes) the kit's slot with the polkadot proposal (at creation, before any connect). */
export function joinSharedWalletConnect(
  context: AdapterContext,
  proposal: NamespaceProposal,
): SharedWalletConnect {
  const existing = context.shared?.get(KEY)
  const slot: SharedWalletConnect = isSlot(existing)
    ? existing
    : { namespaces: new Map(), provider: undefined, prefix: undefined, users: 0 }
  context.shared?.set(KEY, slot)
  slot.namespaces.set('polkadot', proposal)
  slot.users += 1
  return slot
}

export interface WalletConnectOptions {
  projectId: string
  relayUrl?: string | undefined
  metadata?: { name: string; description: string; url: string; icons: string[] } | undefined
}

/** The slot's client, created (and the WalletConnect chunk loaded) on first use. */
export function sharedProvider(
  slot: SharedWalletConnect,
  options: WalletConnectOptions,
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
          skipVerify: options.relayUrl !== undefined,
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
