// The WalletConnect chunk: reached only through a dynamic `import()` from
// `walletconnect-backend.ts`, so a Solana app's entry never contains the WalletConnect libraries.
import { initWalletConnectProvider } from '@portico/core/adapter-kit'
import type { WalletConnectInitParameters } from '@portico/core/internal'
import { UniversalProvider as UniversalProviderClass } from '@walletconnect/universal-provider'

export type UniversalProvider = InstanceType<typeof UniversalProviderClass>

/** Creates the dapp-side client (core's shared slot decides when, with which prefix and storage). */
export function initUniversalProvider(
  parameters: WalletConnectInitParameters,
): Promise<UniversalProvider> {
  return initWalletConnectProvider(
    UniversalProviderClass.init.bind(UniversalProviderClass),
    parameters,
  )
}
