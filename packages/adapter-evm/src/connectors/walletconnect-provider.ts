// This module is the WalletConnect chunk: it is reached only through a dynamic `import()` from
// `walletconnect-connector.ts`, so the entry never contains the WalletConnect libraries.
import { UniversalProvider as UniversalProviderClass } from '@walletconnect/universal-provider'
import type { WalletConnectKeyValueStorage } from '../storage/walletconnect-storage.js'
import type { SharedWalletConnect } from './shared-walletconnect.js'

export interface InitUniversalProviderParameters {
  projectId: string
  relayUrl?: string | undefined
  metadata?: { name: string; description: string; url: string; icons: string[] } | undefined
  storage: WalletConnectKeyValueStorage
  customStoragePrefix: string
  /** Skip the verify service (it waits 5 s per step when it cannot be reached). */
  skipVerify: boolean
}

/** Creates the dapp-side WalletConnect client. */
export async function initUniversalProvider(
  parameters: InitUniversalProviderParameters,
): Promise<UniversalProvider> {
  const provider = await UniversalProviderClass.init({
    projectId: parameters.projectId,
    ...(parameters.relayUrl ? { relayUrl: parameters.relayUrl } : {}),
    ...(parameters.metadata ? { metadata: parameters.metadata } : {}),
    // biome-ignore lint/suspicious/noExplicitAny: WalletConnect's IKeyValueStorage is an abstract class type
    storage: parameters.storage as any,
    customStoragePrefix: parameters.customStoragePrefix,
    logger: 'silent',
    telemetryEnabled: false,
  })
  if (parameters.skipVerify) {
    // Offline (a local or self-hosted relay) the verify service cannot answer and every connect and
    // request would wait its 5 s timeout: attest nothing instead.
    provider.client.core.verify.register = async () => ''
  }
  return provider
}

/**
 * The kit's shared client when the adapter joined the kit's WalletConnect slot (created by the
 * first adapter that needs it, under its storage prefix), else a client of this connector's own.
 */
export function providerFor(
  parameters: InitUniversalProviderParameters,
  slot: SharedWalletConnect | undefined,
): Promise<UniversalProvider> {
  if (!slot) return initUniversalProvider(parameters)
  // Set when the first adapter joined: the same prefix on every load, whoever creates the client.
  slot.prefix ??= parameters.customStoragePrefix
  slot.provider ??= initUniversalProvider({
    ...parameters,
    customStoragePrefix: slot.prefix,
  }).catch((error: unknown) => {
    slot.provider = undefined
    throw error
  })
  return slot.provider
}

/** The dapp-side WalletConnect provider instance. */
export type UniversalProvider = InstanceType<typeof UniversalProviderClass>
