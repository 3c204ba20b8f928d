// The WalletConnect chunk: reached only through a dynamic `import()` from
// `walletconnect-backend.ts`, so a Solana app's entry never contains the WalletConnect libraries.
import type { WalletConnectInitParameters } from '@portico/core/internal'
import { UniversalProvider as UniversalProviderClass } from '@walletconnect/universal-provider'

export type UniversalProvider = InstanceType<typeof UniversalProviderClass>

/** Creates the dapp-side client (core's shared slot decides when, with which prefix and storage). */
export function initUniversalProvider(
  parameters: WalletConnectInitParameters,
): Promise<UniversalProvider> {
  // biome-ignore lint/suspicious/noExplicitAny: WalletConnect's IKeyValueStorage is an abstract class type
  return UniversalProviderClass.init({ ...parameters, storage: parameters.storage as any })
}
