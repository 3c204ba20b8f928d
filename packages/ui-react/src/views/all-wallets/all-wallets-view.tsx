import {
  type AppKitSnapshot,
  FEATURED_WALLETS_COUNT,
  WALLET_LIST_PAGE_SIZE,
  WALLET_SEARCH_PAGE_SIZE,
  type WalletListingEntry,
} from '@portico/core'
import { observeElementRect, useVirtualizer } from '@tanstack/react-virtual'
import { useEffect, useMemo, useRef, useState } from 'react'
import { SearchIcon } from '../../components/icons.js'
import { ListItem } from '../../components/list-item.js'
import { Spinner } from '../../components/spinner.js'
import { Text } from '../../components/text.js'
import { TextInput } from '../../components/text-input.js'
import { useAppKitInstance, useSnapshot } from '../../context/app-kit-context.js'
import { listingImageUrl, openListing } from '../connect/wallet-navigation.js'
import { filterWallets, indexWallets, uniqueWallets } from './filter-wallets.js'

/** SPEC §9 default debounce before asking the directory to search. */
export const SEARCH_DEBOUNCE_MS = 500

const ROW_HEIGHT = 56
const ROW_GAP = 8

const LIST_RECT = { width: 328, height: 420 }

/** The scroller's size; where no layout exists (a hidden tab, a DOM without layout) its CSS size. */
const observeListRect: typeof observeElementRect = (instance, callback) =>
  observeElementRect(instance, (rect) =>
    callback(rect.height > 0 ? rect : { ...LIST_RECT, width: rect.width || LIST_RECT.width }),
  )

const selectConnectors = (s: AppKitSnapshot) => s.connectors

/**
 * AllWallets: the wallet directory. Featured wallets first, then pages of 40 loaded as the list
 * scrolls (virtualized). Typing filters what is loaded at once and, after a debounce, asks the
 * directory for up to 100 matches.
 */
export default function AllWalletsView() {
  const kit = useAppKitInstance()
  const connectors = useSnapshot(selectConnectors)
  const [featured, setFeatured] = useState<WalletListingEntry[]>([])
  const [pages, setPages] = useState<WalletListingEntry[]>([])
  const [total, setTotal] = useState<number | undefined>(undefined)
  const [loading, setLoading] = useState(false)
  const [error, setError] = useState(false)
  const [query, setQuery] = useState('')
  const [remote, setRemote] = useState<{ query: string; data: WalletListingEntry[] } | undefined>()
  const nextPage = useRef(1)
  const inFlight = useRef(false)
  const scrollRef = useRef<HTMLDivElement>(null)

  const include = kit.options.includeWalletIds
  const exclude = kit.options.excludeWalletIds
  const featuredIds = kit.options.featuredWalletIds

  const loadPage = useRef<() => void>(() => {})
  loadPage.current = () => {
    if (inFlight.current || (total !== undefined && pages.length >= total)) return
    inFlight.current = true
    setLoading(true)
    const page = nextPage.current
    kit.api
      .getWallets({
        page,
        entries: WALLET_LIST_PAGE_SIZE,
        ...(include ? { include } : {}),
        ...(exclude ? { exclude } : {}),
      })
      .then((result) => {
        nextPage.current = page + 1
        setTotal(result.count)
        setPages((loaded) => [...loaded, ...result.data])
        setError(false)
      })
      .catch(() => setError(true))
      .finally(() => {
        inFlight.current = false
        setLoading(false)
      })
  }

  useEffect(() => {
    loadPage.current()
    if (!featuredIds || featuredIds.length === 0) return
    let live = true
    kit.api
      .getWallets({ page: 1, entries: FEATURED_WALLETS_COUNT, include: featuredIds })
      .then((result) => live && setFeatured(result.data.slice(0, FEATURED_WALLETS_COUNT)))
      .catch(() => {})
    return () => {
      live = false
    }
  }, [kit, featuredIds])

  // Directory search, debounced.
  useEffect(() => {
    const q = query.trim()
    if (!q) {
      setRemote(undefined)
      return
    }
    let live = true
    const timer = setTimeout(() => {
      kit.api
        .getWallets({
          page: 1,
          entries: WALLET_SEARCH_PAGE_SIZE,
          search: q,
          ...(include ? { include } : {}),
          ...(exclude ? { exclude } : {}),
        })
        .then(
          (result) =>
            live && setRemote({ query: q, data: result.data.slice(0, WALLET_SEARCH_PAGE_SIZE) }),
        )
        .catch(() => {})
    }, SEARCH_DEBOUNCE_MS)
    return () => {
      live = false
      clearTimeout(timer)
    }
  }, [kit, query, include, exclude])

  const all = useMemo(() => uniqueWallets([featured, pages]), [featured, pages])
  const index = useMemo(() => indexWallets(all), [all])
  const shown = useMemo(() => {
    const local = filterWallets(all, index, query)
    if (!remote || remote.query !== query.trim()) return local
    return uniqueWallets([local, remote.data])
  }, [all, index, query, remote])

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

  // Infinite scroll: near the end of what is loaded, fetch the next page (not while searching).
  useEffect(() => {
    if (query.trim()) return
    if (lastIndex >= shown.length - 8) loadPage.current()
  }, [lastIndex, shown.length, query])

  return (
    <div className="portico-stack">
      <div style={{ position: 'relative' }}>
        <TextInput
          label="Search wallets"
          hideLabel
          type="search"
          placeholder="Search wallet"
          autoComplete="off"
          value={query}
          onChange={(event) => setQuery(event.target.value)}
        />
        <span
          aria-hidden="true"
          style={{ position: 'absolute', right: 12, top: 12, color: 'var(--portico-text-3)' }}
        >
          <SearchIcon />
        </span>
      </div>
      <div
        ref={scrollRef}
        style={{ height: LIST_RECT.height, overflowY: 'auto', position: 'relative' }}
        data-testid="portico-all-wallets"
        data-loaded={all.length}
        data-shown={shown.length}
      >
        <ul
          className="portico-list"
          aria-label="Wallets"
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
                />
              </li>
            )
          })}
        </ul>
        {loading ? (
          <div className="portico-center">
            <Spinner label="Loading wallets" />
          </div>
        ) : null}
      </div>
      {!loading && shown.length === 0 ? (
        <Text tone="secondary">{error ? 'Wallets could not be loaded.' : 'No wallet found.'}</Text>
      ) : null}
    </div>
  )
}
