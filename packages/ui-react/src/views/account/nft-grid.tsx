import { ToastText } from '@portico/core'
import { type RefObject, useMemo } from 'react'
import { SafeImage } from '../../components/safe-image.js'
import { Spinner } from '../../components/spinner.js'
import { Truncate } from '../../components/text.js'
import { collectNfts } from './nft-items.js'
import { PanelEmpty, PanelError, PanelLoading } from './panel-state.js'
import { useLoadMore } from './use-load-more.js'
import type { TransactionHistory } from './use-transaction-history.js'

/**
 * The NFTs tab: NFTs seen arriving in the account's activity (name and preview image), spam
 * hidden; more history pages load on scroll. Names are rendered as text and images only
 * through SafeImage.
 */
export function NftGrid({
  history,
  scrollRef,
}: {
  history: TransactionHistory
  scrollRef: RefObject<HTMLElement | null>
}) {
  const nfts = useMemo(() => collectNfts(history.transactions), [history.transactions])
  const canLoadMore = typeof history.next === 'string' && !history.loading && !history.failed
  useLoadMore(scrollRef, canLoadMore, history.loadMore, history.transactions)

  if (nfts.length === 0) {
    if (history.failed) {
      return <PanelError message={ToastText.fetchTransactionsFailed} onRetry={history.reload} />
    }
    if (history.loading || history.next !== null) return <PanelLoading label="Loading NFTs" />
    return <PanelEmpty title="No NFTs yet">NFTs you receive show up here.</PanelEmpty>
  }
  return (
    <>
      <ul className="portico-nft-grid" aria-label="NFTs">
        {nfts.map((nft) => (
          <li key={nft.key} className="portico-nft">
            <SafeImage src={nft.imageUrl} alt="" size={140} radius={8} />
            <Truncate className="portico-strong" text={nft.name} />
          </li>
        ))}
      </ul>
      {history.loading ? (
        <div className="portico-center">
          <Spinner label="Loading more NFTs" />
        </div>
      ) : null}
    </>
  )
}
