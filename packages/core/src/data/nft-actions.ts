import {
  accountOf,
  activeNamespaceOf,
  type KitContext,
  networkStateOf,
} from '../app-kit/kit-context.js'
import { capabilitiesOf } from '../connection/adapter-capability.js'
import { cleanNftHolding } from '../rules/outside-data.js'
import type { NftHolding } from '../types/nft.js'

/** The most NFTs one list shows (what apps/api answers at most). */
export const NFT_LIST_LIMIT = 1000

export interface FetchNftsParameters {
  /** Skip the data API's 30 s portfolio cache. */
  force?: boolean
}

/**
 * Whether an entry from the data API is one the Account view can show: the chain asked for, a
 * textual name and token id, a string or no preview, and not spam-flagged (SPEC §5 hides spam
 * NFTs). An injected data API may answer anything, so each entry is checked here.
 */
function isShownHolding(entry: unknown, chainId: string): entry is NftHolding {
  if (typeof entry !== 'object' || entry === null) return false
  const nft = entry as Record<string, unknown>
  return (
    nft.chainId === chainId &&
    typeof nft.contract === 'string' &&
    typeof nft.tokenId === 'string' &&
    typeof nft.name === 'string' &&
    (nft.previewUrl === undefined || typeof nft.previewUrl === 'string') &&
    nft.isSpam === false
  )
}

/**
 * The NFTs the active account holds now on the active network, from the data API's holdings
 * (an NFT received and later sent away is not among them), spam-flagged ones hidden. NFTs are
 * read on eip155 only (the data API lists ERC-721 holdings); elsewhere, or without an account,
 * the list is empty. A failed call rejects with the data API's error.
 *
 * @example
 * const nfts = await kit.fetchNfts()
 * nfts.map((nft) => nft.name) // ['Portico Pals #1']
 */
export async function fetchNfts(
  ctx: KitContext,
  parameters: FetchNftsParameters = {},
): Promise<NftHolding[]> {
  const namespace = activeNamespaceOf(ctx)
  const address = namespace ? accountOf(ctx, namespace)?.address : undefined
  const network = namespace ? networkStateOf(ctx, namespace)?.caipNetwork : undefined
  if (!capabilitiesOf(ctx, namespace)?.nfts || !address || !network) return []
  const answer: unknown = await ctx.api.getNfts({
    address,
    chainId: network.caipNetworkId,
    ...(parameters.force ? { forceUpdate: true } : {}),
  })
  if (!Array.isArray(answer)) return []
  return answer
    .slice(0, NFT_LIST_LIMIT)
    .filter((entry): entry is NftHolding => isShownHolding(entry, network.caipNetworkId))
    .map((nft) => cleanNftHolding(nft, ctx.dataApiOrigin))
}
