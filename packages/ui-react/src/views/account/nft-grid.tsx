import { SafeImage } from '../../components/safe-image.js'
import { Truncate } from '../../components/text.js'
import { accountMessages } from '../../i18n/en/account.js'
import { useMessages } from '../../i18n/use-messages.js'
import { PanelEmpty, PanelError, PanelLoading } from './panel-state.js'
import { useNftHoldings } from './use-nft-holdings.js'

/**
 * The NFTs tab: what the account holds now (name and preview image), from the data API's
 * holdings through core, so an NFT received and later sent away is not listed and spam is
 * hidden. Names are rendered as text and images only through SafeImage.
 */
export function NftGrid() {
  const t = useMessages(accountMessages)
  const { nfts, loading, failed, reload } = useNftHoldings()
  if (failed) return <PanelError message={t('nftsFailed')} onRetry={reload} />
  if (loading) return <PanelLoading label={t('loadingNfts')} />
  if (nfts.length === 0) {
    return <PanelEmpty title={t('noNfts')}>{t('noNftsHint')}</PanelEmpty>
  }
  return (
    <ul className="portico-nft-grid" aria-label={t('ariaNfts')}>
      {nfts.map((nft) => (
        <li key={`${nft.chainId}:${nft.contract}:${nft.tokenId}`} className="portico-nft">
          <SafeImage src={nft.previewUrl} alt="" size={140} radius={8} />
          <Truncate className="portico-strong" text={nft.name} />
        </li>
      ))}
    </ul>
  )
}
