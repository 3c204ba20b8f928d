// The WalletConnect chunk: reached only through a dynamic `import()` from
// `walletconnect-backend.ts`, so a Solana app's entry never contains the WalletConnect libraries.
import {
  initWalletConnectProvider,
  pairAcrossRelayRestarts,
  proposeSharedSession,
} from '@portico/core/adapter-kit'
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
 * Proposes the kit's shared session (every namespace, one QR code) and proposes it again when the
 * relay comes back after dropping while the QR waited: a relay that restarted may have lost the
 * proposal, and the QR on screen would be dead.
 */
export function proposeAcrossRelayRestarts(
  client: UniversalProvider,
  proposals: Iterable<readonly [string, NamespaceProposal]>,
  onDisplayUri: (uri: string) => void,
): Promise<void> {
  return pairAcrossRelayRestarts({
    relayer: client.client.core.relayer,
    provider: client,
    pair: () => proposeSharedSession(client, proposals, onDisplayUri),
  })
}
