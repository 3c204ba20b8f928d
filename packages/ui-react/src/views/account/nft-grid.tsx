import { SafeImage } from '../../components/safe-image.js'
import { Truncate } from '../../components/text.js'
import { PanelEmpty, PanelError, PanelLoading } from './panel-state.js'
import { useNftHoldings } from './use-nft-holdings.js'

/**
 * The NFTs tab: what the account holds now (name and preview image), from the data API's
 * holdings through core, so an NFT received and later sent away is not listed and spam is
 * hidden. Names are rendered as text and images only through SafeImage.
 */
export function NftGrid() {
  const { nfts, loading, failed, reload } = useNftHoldings()
  if (failed) return <PanelError message="Failed to fetch NFTs" onRetry={reload} />
  if (loading) return <PanelLoading label="Loading NFTs" />
  if (nfts.length === 0) {
    return <PanelEmpty title="No NFTs yet">NFTs you receive show up here.</PanelEmpty>
  }
  return (
    <ul className="portico-nft-grid" aria-label="NFTs">
      {nfts.map((nft) => (
        <li key={`${nft.chainId}:${nft.contract}:${nft.tokenId}`} className="portico-nft">
          <SafeImage src={nft.previewUrl} alt="" size={140} radius={8} />
          <Truncate className="portico-strong" text={nft.name} />
        </li>
      ))}
    </ul>
  )
}
