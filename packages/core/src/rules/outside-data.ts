import { safeImageUrl, sanitizeDisplayText } from '@portico/api-client'
import type { ConnectedWalletInfo } from '../types/account.js'
import type { Connector } from '../types/connector.js'
import type { NftHolding } from '../types/nft.js'

/**
 * What adapters hand core (connector lists, WalletConnect peer metadata, EIP-6963 info) and what
 * the data API returns (identities, NFT holdings) came from outside: names pass `sanitizeDisplayText`, images
 * `safeImageUrl`, here where they enter the kit's state.
 */

/** The origin of the configured data API base URL, when it is http(s). */
export function dataApiOriginOf(apiUrl: string | undefined): string | undefined {
  if (!apiUrl) return undefined
  try {
    const url = new URL(apiUrl)
    return url.protocol === 'https:' || url.protocol === 'http:' ? url.origin : undefined
  } catch {
    return undefined
  }
}

/** A connector as shown in the wallet list: clean name, a safe image or none. */
export function cleanConnector(connector: Connector, dataApiOrigin?: string): Connector {
  const name = sanitizeDisplayText(connector.name, 64)
  const imageUrl = safeImageUrl(connector.imageUrl, dataApiOrigin)
  if (name === connector.name && imageUrl === connector.imageUrl) return connector
  const cleaned: Connector = { ...connector, name: name || connector.id }
  if (imageUrl === undefined) delete cleaned.imageUrl
  else cleaned.imageUrl = imageUrl
  return cleaned
}

/** A wallet's label for an account (polkadot extension names): clean text, at most 64 characters. */
export function cleanAccountName(name: string): string {
  return sanitizeDisplayText(name, 64)
}

/** Connected wallet metadata (WalletConnect peer, EIP-6963): clean name and a safe icon. */
export function cleanWalletInfo(
  info: ConnectedWalletInfo | undefined,
  dataApiOrigin?: string,
): ConnectedWalletInfo | undefined {
  if (!info) return undefined
  const name = sanitizeDisplayText(info.name, 64)
  if (!name) return undefined
  const cleaned: ConnectedWalletInfo = { name }
  const icon = safeImageUrl(info.icon, dataApiOrigin)
  if (icon !== undefined) cleaned.icon = icon
  if (info.rdns !== undefined) cleaned.rdns = sanitizeDisplayText(info.rdns, 253)
  if (info.type !== undefined) cleaned.type = info.type
  return cleaned
}

/** A profile identity from the data API: clean name, a safe avatar or none. */
/** An NFT holding from the data API: name without controls, preview by the image rule. */
export function cleanNftHolding(nft: NftHolding, dataApiOrigin?: string): NftHolding {
  const { previewUrl, ...rest } = nft
  const preview = safeImageUrl(previewUrl, dataApiOrigin)
  return {
    ...rest,
    name: sanitizeDisplayText(nft.name, 256),
    ...(preview === undefined ? {} : { previewUrl: preview }),
  }
}

/** A profile identity from the data API: name without controls, avatar by the image rule. */
export function cleanIdentity(
  identity: { name: string | null; avatar: string | null },
  dataApiOrigin?: string,
): { name: string | undefined; avatar: string | undefined } {
  return {
    name: sanitizeDisplayText(identity.name, 256) || undefined,
    avatar: safeImageUrl(identity.avatar, dataApiOrigin),
  }
}
