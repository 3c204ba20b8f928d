import {
  type AppKitSnapshot,
  type Connector,
  connectorGroupOrder,
  isMobileUserAgent,
  type WalletListingEntry,
} from '@portico/core'
import { type ReactNode, useEffect, useMemo, useState } from 'react'
import { Button } from '../../components/button.js'
import { ExternalIcon, QrIcon, WalletIcon } from '../../components/icons.js'
import { ListItem } from '../../components/list-item.js'
import { useAppKitInstance, useSnapshot } from '../../context/app-kit-context.js'
import { listingImageUrl, openConnector, openListing } from './wallet-navigation.js'

/** SPEC §5: featured and recommended lists hold 4 wallets. */
const LISTED_WALLETS = 4

const selectConnect = (s: AppKitSnapshot) => ({
  connectors: s.connectors,
  recentWallets: s.recentWallets,
  allWallets: s.features.allWallets,
})

interface Row {
  key: string
  name: string
  imageUrl: string | undefined
  tag?: string
  icon?: ReactNode
  onClick: () => void
}

/**
 * Connect: the wallets a visitor can connect with, grouped in core's connector order
 * (walletConnect, recent, injected, featured, custom, external, recommended), then "All Wallets".
 * On mobile it also offers to continue in a new browser tab.
 */
export default function ConnectView() {
  const kit = useAppKitInstance()
  const { connectors, recentWallets, allWallets } = useSnapshot(selectConnect)
  const [featured, setFeatured] = useState<WalletListingEntry[]>([])
  const [recommended, setRecommended] = useState<WalletListingEntry[]>([])
  const featuredIds = kit.options.featuredWalletIds

  useEffect(() => {
    let live = true
    const exclude = kit.options.excludeWalletIds
    if (featuredIds && featuredIds.length > 0) {
      kit.api
        .getWallets({ page: 1, entries: LISTED_WALLETS, include: featuredIds })
        .then((result) => live && setFeatured(result.data.slice(0, LISTED_WALLETS)))
        .catch(() => {})
    }
    kit.api
      .getWallets({
        page: 1,
        entries: LISTED_WALLETS,
        exclude: [...(exclude ?? []), ...(featuredIds ?? [])],
      })
      .then((result) => live && setRecommended(result.data.slice(0, LISTED_WALLETS)))
      .catch(() => {})
    return () => {
      live = false
    }
  }, [kit, featuredIds])

  const groups = useMemo(() => {
    const recentIds = new Set(recentWallets.map((w) => w.id))
    const installedRdns = new Set(
      connectors.map((c) => c.info?.rdns).filter((r): r is string => Boolean(r)),
    )
    const connectorRow = (connector: Connector, tag?: string): Row => ({
      key: `c:${connector.id}`,
      name: connector.name,
      imageUrl:
        connector.imageUrl ??
        (connector.imageId ? kit.api.walletImageUrl(connector.imageId) : undefined),
      ...(tag ? { tag } : {}),
      ...(connector.type === 'WALLET_CONNECT'
        ? {
            icon: (
              <span className="portico-img" style={{ width: 40, height: 40 }}>
                <QrIcon />
              </span>
            ),
          }
        : {}),
      onClick: () => openConnector(kit, connector),
    })
    const listingRow = (entry: WalletListingEntry): Row => ({
      key: `l:${entry.id}`,
      name: entry.name,
      imageUrl: listingImageUrl(kit, entry),
      onClick: () => openListing(kit, entry, connectors),
    })
    const notInstalled = (entry: WalletListingEntry) =>
      !entry.rdns || !installedRdns.has(entry.rdns)
    const recent = recentWallets
      .map((w) => connectors.find((c) => c.id === w.id && c.type !== 'WALLET_CONNECT'))
      .filter((c): c is Connector => Boolean(c))
    const byGroup: Record<string, Row[]> = {
      walletConnect: connectors
        .filter((c) => c.type === 'WALLET_CONNECT')
        .map((c) => connectorRow(c, 'QR code')),
      recent: recent.map((c) => connectorRow(c, 'Recent')),
      injected: connectors
        .filter((c) => (c.type === 'INJECTED' || c.type === 'ANNOUNCED') && !recentIds.has(c.id))
        .filter((c) => c.installed !== false)
        .map((c) => connectorRow(c, 'Installed')),
      featured: featured.filter(notInstalled).map(listingRow),
      custom: [],
      external: connectors
        .filter((c) => (c.type === 'EXTERNAL' || c.type === 'MULTI_CHAIN') && !recentIds.has(c.id))
        .map((c) => connectorRow(c)),
      recommended: recommended
        .filter(notInstalled)
        .filter((entry) => !featured.some((f) => f.id === entry.id))
        .map(listingRow),
    }
    return connectorGroupOrder().flatMap((group) => byGroup[group] ?? [])
  }, [kit, connectors, recentWallets, featured, recommended])

  const mobile = typeof navigator !== 'undefined' && isMobileUserAgent(navigator.userAgent)

  return (
    <div className="portico-stack">
      <ul className="portico-list" aria-label="Wallets">
        {groups.map((row) => (
          <li key={row.key}>
            <ListItem
              name={row.name}
              imageUrl={row.imageUrl}
              tag={row.tag}
              icon={row.icon}
              onClick={row.onClick}
            />
          </li>
        ))}
        {allWallets ? (
          <li>
            <ListItem
              name="All Wallets"
              icon={
                <span className="portico-img" style={{ width: 40, height: 40 }}>
                  <WalletIcon />
                </span>
              }
              onClick={() => kit.push('AllWallets')}
            />
          </li>
        ) : null}
      </ul>
      {mobile ? (
        <Button
          variant="secondary"
          fullWidth
          onClick={() => window.open(window.location.href, '_blank', 'noopener,noreferrer')}
        >
          <ExternalIcon />
          Open and continue in a new browser tab
        </Button>
      ) : null}
    </div>
  )
}
