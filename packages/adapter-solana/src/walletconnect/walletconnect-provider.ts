// The WalletConnect chunk: reached only through a dynamic `import()` from
// `walletconnect-backend.ts`, so a Solana app's entry never contains the WalletConnect libraries.
import type { WalletConnectInitParameters } from '@portico/core/internal'
import { UniversalProvider as UniversalProviderClass } from '@walletconnect/universal-provider'

type InitOptions = Parameters<typeof UniversalProviderClass.init>[0]

export type UniversalProvider = InstanceType<typeof UniversalProviderClass>

/** Creates the dapp-side client (core's shared slot decides when, with which prefix and storage). */
export function initUniversalProvider(
  parameters: WalletConnectInitParameters,
): Promise<UniversalProvider> {
  // Core's structural types for what WalletConnect types as its own classes (its storage, pino's
  // whole Logger): the objects have every member WalletConnect calls.
  return UniversalProviderClass.init({
    ...parameters,
    storage: parameters.storage as unknown as InitOptions['storage'],
    logger: parameters.logger as unknown as InitOptions['logger'],
  })
}
