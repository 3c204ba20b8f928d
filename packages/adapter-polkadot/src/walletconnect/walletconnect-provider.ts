// The WalletConnect chunk: reached only through import() from `shared-walletconnect.ts`, so a
// Polkadot app's entry never contains the WalletConnect libraries.
import { UniversalProvider as UniversalProviderClass } from '@walletconnect/universal-provider'
import type { WalletConnectKeyValueStorage } from './walletconnect-storage.js'

export interface InitUniversalProviderParameters {
  projectId: string
  relayUrl: string | undefined
  metadata: { name: string; description: string; url: string; icons: string[] } | undefined
  storage: WalletConnectKeyValueStorage
  customStoragePrefix: string
  /** Skip the verify service (offline, against a local relay, it waits 5 s per step). */
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
  if (parameters.skipVerify) provider.client.core.verify.register = async () => ''
  return provider
}

/** Closes the relay socket and timers and forgets WalletConnect's per-prefix global core. */
export async function closeUniversalProvider(provider: UniversalProvider, prefix: string) {
  provider.client.core.heartbeat.stop()
  await provider.client.core.relayer.transportClose().catch(() => undefined)
  const globals = globalThis as Record<string, unknown>
  delete globals[`_walletConnectCore_${prefix}`]
  delete globals[`_walletConnectCore_${prefix}_count`]
}

export type UniversalProvider = InstanceType<typeof UniversalProviderClass>
