import type { AppKit, Network } from '@portico/core'

/** A network's image: its own URL, else the directory's asset image for its image id. */
export function networkImageUrl(kit: AppKit, network: Network | undefined): string | undefined {
  if (!network) return undefined
  if (network.assets?.imageUrl) return network.assets.imageUrl
  return network.assets?.imageId ? kit.api.assetImageUrl(network.assets.imageId) : undefined
}
