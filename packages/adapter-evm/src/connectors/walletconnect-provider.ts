// This module is the WalletConnect chunk: it is reached only through a dynamic `import()` from
// `walletconnect-connector.ts`, so the entry never contains the WalletConnect libraries.
import { initWalletConnectProvider } from '@portico/core/adapter-kit'
import type { WalletConnectInitParameters } from '@portico/core/internal'
import { UniversalProvider as UniversalProviderClass } from '@walletconnect/universal-provider'

// A relay restarting while the QR is shown: core's repair, shared with the other families.
export { pairAcrossRelayRestarts } from '@portico/core/adapter-kit'
export { relaySyncOf, watchRelaySync } from './walletconnect-relay-sync.js'

/** Creates the dapp-side client (core's shared slot decides when, with which prefix and storage). */
export function initUniversalProvider(
  parameters: WalletConnectInitParameters,
): Promise<UniversalProvider> {
  return initWalletConnectProvider(
    UniversalProviderClass.init.bind(UniversalProviderClass),
    parameters,
  )
}

/** The dapp-side WalletConnect provider instance. */
export type UniversalProvider = InstanceType<typeof UniversalProviderClass>
