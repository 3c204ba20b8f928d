import type { AppKitSnapshot } from '@portico/core'
import { customWalletsOf, shownWallets } from '@portico/core/internal'
import { observeElementRect, useVirtualizer } from '@tanstack/react-virtual'
import { useEffect, useMemo, useRef } from 'react'
import { SearchIcon } from '../../components/icons.js'
import { ListItem } from '../../components/list-item.js'
import { Spinner } from '../../components/spinner.js'
import { Text } from '../../components/text.js'
import { TextInput } from '../../components/text-input.js'
import { useAppKitInstance, useSnapshot } from '../../context/app-kit-context.js'
import { allWalletsMessages } from '../../i18n/en/all-wallets.js'
import { useMessages } from '../../i18n/use-messages.js'
import { listingImageUrl, openListing, prepareListing } from '../connect/wallet-navigation.js'

const ROW_HEIGHT = 56
const ROW_GAP = 8

const LIST_RECT = { width: 328, height: 420 }

/** The scroller's size; where no layout exists (a hidden tab, a DOM without layout) its CSS size. */
const observeListRect: typeof observeElementRect = (instance, callback) =>
  observeElementRect(instance, (rect) =>
    callback(rect.height > 0 ? rect : { ...LIST_RECT, width: rect.width || LIST_RECT.width }),
  )

const selectConnectors = (s: AppKitSnapshot) => s.connectors
const selectDirectory = (s: AppKitSnapshot) => s.walletDirectory

/**
 * AllWallets: the wallet directory as core's `walletDirectory` state holds it (core starts each
 * visit with an empty search, the first page and the featured wallets). Featured wallets
 * first, the app's `customWallets` next, then pages of 40 that core loads as the list scrolls (virtualized). Typing filters what
 * is loaded at once and core asks the directory for up to 100 matches once typing pauses
 * (`searchWallets`, debounced on the kit's clock).
 */
export default function AllWalletsView() {
  const kit = useAppKitInstance()
  const t = useMessages(allWalletsMessages)
  const connectors = useSnapshot(selectConnectors)
  const directory = useSnapshot(selectDirectory)
  const scrollRef = useRef<HTMLDivElement>(null)

  // Checked where the list first reads them (a malformed option throws InvalidCustomWalletError).
  const customWallets = customWalletsOf(kit.options)
  const shown = useMemo(() => shownWallets(directory, customWallets), [directory, customWallets])
  const searching = directory.query.trim() !== ''

  const virtualizer = useVirtualizer({
    count: shown.length,
    getScrollElement: () => scrollRef.current,
    estimateSize: () => ROW_HEIGHT + ROW_GAP,
    overscan: 6,
    initialRect: LIST_RECT,
    observeElementRect: observeListRect,
  })
  const items = virtualizer.getVirtualItems()
  const lastIndex = items[items.length - 1]?.index ?? -1

  // Infinite scroll: near the end of what is loaded, ask core for the next page (not while searching).
  useEffect(() => {
    if (searching) return
    if (lastIndex >= shown.length - 8) void kit.fetchWallets()
  }, [kit, lastIndex, shown.length, searching])

  const { loading, error } = directory
  return (
    <div className="portico-stack">
      <div style={{ position: 'relative' }}>
        <TextInput
          label={t('searchLabel')}
          hideLabel
          type="search"
          placeholder={t('searchPlaceholder')}
          autoComplete="off"
          value={directory.query}
          onChange={(event) => kit.searchWallets(event.target.value)}
        />
        <span
          aria-hidden="true"
          style={{
            position: 'absolute',
            insetInlineEnd: 12,
            top: 12,
            color: 'var(--portico-text-3)',
          }}
        >
          <SearchIcon />
        </span>
      </div>
      <div
        ref={scrollRef}
        style={{ height: LIST_RECT.height, overflowY: 'auto', position: 'relative' }}
        data-testid="portico-all-wallets"
        data-loaded={directory.wallets.length}
        data-shown={shown.length}
      >
        <ul
          className="portico-list"
          aria-label={t('ariaWallets')}
          style={{ display: 'block', height: virtualizer.getTotalSize(), position: 'relative' }}
        >
          {items.map((item) => {
            const wallet = shown[item.index]
            if (!wallet) return null
            return (
              <li
                key={wallet.id}
                style={{
                  position: 'absolute',
                  top: 0,
                  left: 0,
                  width: '100%',
                  height: ROW_HEIGHT,
                  transform: `translateY(${item.start}px)`,
                }}
              >
                <ListItem
                  name={wallet.name}
                  imageUrl={listingImageUrl(kit, wallet)}
                  onClick={() => openListing(kit, wallet, connectors)}
                  onIntent={() => prepareListing(kit, wallet, connectors)}
                />
              </li>
            )
          })}
        </ul>
        {loading ? (
          <div className="portico-center">
            <Spinner label={t('loading')} />
          </div>
        ) : null}
      </div>
      {!loading && shown.length === 0 ? (
        <Text tone="secondary">{error ? t('loadFailed') : t('noneFound')}</Text>
      ) : null}
    </div>
  )
}
