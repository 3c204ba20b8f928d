// This module is the WalletConnect chunk: it is reached only through a dynamic `import()` from
// `walletconnect-connector.ts`, so the entry never contains the WalletConnect libraries.
import type { WalletConnectInitParameters } from '@portico/core/internal'
import { UniversalProvider as UniversalProviderClass } from '@walletconnect/universal-provider'

/** Creates the dapp-side client (core's shared slot decides when, with which prefix and storage). */
export function initUniversalProvider(
  parameters: WalletConnectInitParameters,
): Promise<UniversalProvider> {
  // biome-ignore lint/suspicious/noExplicitAny: WalletConnect's IKeyValueStorage is an abstract class type
  return UniversalProviderClass.init({ ...parameters, storage: parameters.storage as any })
}

/** The dapp-side WalletConnect provider instance. */
export type UniversalProvider = InstanceType<typeof UniversalProviderClass>
