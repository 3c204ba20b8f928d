// The WalletConnect chunk: reached only through a dynamic `import()` from
// `walletconnect-backend.ts`, so a Solana app's entry never contains the WalletConnect libraries.
import type { AdapterContext } from '@portico/core'
import { initWalletConnectProvider, pairSharedSession } from '@portico/core/adapter-kit'
import type { NamespaceProposal, WalletConnectInitParameters } from '@portico/core/internal'
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

/**
 * A connect the user asked for: the kit's client (`open`), with the shared session (every
 * namespace, one QR code) proposed when it has none, under the kit's relay bound from the connect
 * on (`relayTimeout`, on the kit's clock) and proposed again when the relay restarts while the QR
 * is shown (core's `pairSharedSession`). `backend` is the adapter instance's: its retries join
 * its pairing.
 */
export function pairWithinRelayBound(
  backend: { context: AdapterContext; onDisplayUri(uri: string): void },
  relayTimeout: number | undefined,
  proposals: Iterable<readonly [string, NamespaceProposal]>,
  open: () => Promise<UniversalProvider>,
): Promise<UniversalProvider> {
  return pairSharedSession(backend, {
    clock: backend.context.clock,
    timeout: relayTimeout,
    proposals,
    open,
    onDisplayUri: (uri) => backend.onDisplayUri(uri),
  })
}
