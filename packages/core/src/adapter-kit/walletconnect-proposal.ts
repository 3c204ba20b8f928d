import type { NamespaceProposal } from '../walletconnect/shared-walletconnect.js'

/** The part of a `@walletconnect/universal-provider` client a new pairing uses. */
export interface WalletConnectPairingClient {
  on(event: 'display_uri', listener: (uri: string) => void): unknown
  removeListener(event: 'display_uri', listener: (uri: string) => void): unknown
  connect(parameters: { optionalNamespaces: Record<string, NamespaceProposal> }): Promise<unknown>
}

/**
 * Proposes one session for every namespace of the kit's shared WalletConnect client and hands each
 * pairing URI to `onDisplayUri` (the QR code) until the wallet answers. eip155 goes first:
 * UniversalProvider sends chain-less requests (the EVM adapter's) to the first namespace.
 *
 * @example
 * if (!client.session) await proposeSharedSession(client, slot.namespaces, (uri) => showQr(uri))
 */
export async function proposeSharedSession(
  client: WalletConnectPairingClient,
  proposals: Iterable<readonly [string, NamespaceProposal]>,
  onDisplayUri: (uri: string) => void,
): Promise<void> {
  const listener = (uri: string) => onDisplayUri(uri)
  client.on('display_uri', listener)
  try {
    const ordered = [...proposals].sort(([a], [b]) =>
      a === 'eip155' ? -1 : b === 'eip155' ? 1 : 0,
    )
    await client.connect({ optionalNamespaces: Object.fromEntries(ordered) })
  } finally {
    client.removeListener('display_uri', listener)
  }
}
