import type { AppKit, Connector, WalletListingEntry } from '@portico/core'
import { prepareWalletConnect } from './prepare-walletconnect.js'

/** Image URL of a directory entry (its own URL, else the directory's image endpoint). */
export function listingImageUrl(kit: AppKit, entry: WalletListingEntry): string | undefined {
  if (entry.image_url) return entry.image_url
  return entry.image_id ? kit.api.walletImageUrl(entry.image_id) : undefined
}

/** The connecting view for a connector: WalletConnect's QR view, else the external wallet view. */
export function openConnector(kit: AppKit, connector: Connector): void {
  if (connector.type === 'WALLET_CONNECT') {
    kit.push('ConnectingWalletConnect', { connectorId: connector.id, namespace: connector.chain })
  } else {
    kit.push('ConnectingExternal', { connectorId: connector.id, namespace: connector.chain })
  }
}

/**
 * A wallet that offers several families (one connector each): the external view connects them one
 * after the other (its route data's `connectors`), each asked in the wallet.
 */
export function openWalletGroup(kit: AppKit, connectors: readonly Connector[]): void {
  const [lead] = connectors
  if (!lead) return
  if (connectors.length === 1 || lead.type === 'WALLET_CONNECT') {
    openConnector(kit, lead)
    return
  }
  kit.push('ConnectingExternal', {
    connectorId: lead.id,
    namespace: lead.chain,
    connectors: connectors.map((c) => ({ id: c.id, chain: c.chain })),
  })
}

/**
 * A wallet picked from the directory: its installed connector when one matches by rdns, else a
 * WalletConnect pairing for that wallet (QR on desktop, deep link on mobile).
 */
export function openListing(
  kit: AppKit,
  entry: WalletListingEntry,
  connectors: readonly Connector[],
): void {
  const installed = installedConnectorOf(entry, connectors)
  if (installed) {
    openConnector(kit, installed)
    return
  }
  kit.push('ConnectingWalletConnect', {
    walletId: entry.id,
    walletName: entry.name,
    imageUrl: listingImageUrl(kit, entry),
    ...(entry.mobile_link ? { mobileLink: entry.mobile_link } : {}),
  })
}

/**
 * Hover, focus or touch of a directory row: a wallet that is not installed connects through
 * WalletConnect's pairing, so that is what gets ready (nothing of WalletConnect loads before).
 */
export function prepareListing(
  kit: AppKit,
  entry: WalletListingEntry,
  connectors: readonly Connector[],
): void {
  if (installedConnectorOf(entry, connectors)) return
  for (const connector of connectors) prepareWalletConnect(kit, connector)
}

/** The installed wallet a directory entry names (by rdns), if the page has it. */
function installedConnectorOf(
  entry: WalletListingEntry,
  connectors: readonly Connector[],
): Connector | undefined {
  if (!entry.rdns) return undefined
  return connectors.find((c) => c.info?.rdns === entry.rdns && c.type !== 'WALLET_CONNECT')
}
