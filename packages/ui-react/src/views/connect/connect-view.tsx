import {
  type AppKitSnapshot,
  type EmbeddedSocialProvider,
  viewParamsOf,
  type WalletListingEntry,
} from '@portico/core'
import {
  type ConnectorGroup,
  connectorGroup,
  connectorGroupOrder,
  customWalletsOf,
  isInstalledWalletConnector,
  sortConnectors,
} from '@portico/core/internal'
import { type ReactNode, Suspense, useMemo, useState } from 'react'
import { Button } from '../../components/button.js'
import { familyLabel } from '../../components/family-label.js'
import { ExternalIcon, QrIcon, WalletIcon } from '../../components/icons.js'
import { ListItem } from '../../components/list-item.js'
import { useAppKitInstance, useSnapshot } from '../../context/app-kit-context.js'
import { isMobileBrowser } from '../../hooks/is-mobile.js'
import { connectMessages } from '../../i18n/en/connect.js'
import { useMessages } from '../../i18n/use-messages.js'
import { retryingLazy } from '../../modal/retrying-lazy.js'
import type { EmailConnectProps } from '../email/email-connect.js'
import { prepareWalletConnect } from './prepare-walletconnect.js'
import { shownSocialProviders } from './shown-social-providers.js'
import { groupWallets } from './wallet-groups.js'
import {
  listingImageUrl,
  openListing,
  openWalletGroup,
  prepareListing,
} from './wallet-navigation.js'

const selectConnect = (s: AppKitSnapshot) => ({
  connectors: s.connectors,
  recentWallets: s.recentWallets,
  allWallets: s.features.allWallets,
  featured: s.walletDirectory.featured,
  recommended: s.walletDirectory.recommended,
  // Connect for one family (chosen in Networks while it is not connected).
  family: viewParamsOf(s.router, 'Connect')?.namespace,
  email: s.features.email,
  emailShowWallets: s.features.emailShowWallets,
  socials: s.features.socials,
  collapseWallets: s.features.collapseWallets,
})

// SPEC §2: the email panel loads only when the email method is on (its own chunk, which also
// places the methods in the spec's order): an app without it downloads none of it.
const EmailConnect = retryingLazy<EmailConnectProps>(() => import('../email/email-connect.js'))
// The social method likewise: its buttons load only when a provider is shown.
const SocialButtons = retryingLazy<{
  providers: EmbeddedSocialProvider[]
  farcasterAt: number | undefined
}>(() => import('./social-buttons.js'))

interface Row {
  key: string
  name: string
  imageUrl: string | undefined
  tag?: string
  icon?: ReactNode
  onClick: () => void
  /** Hover or focus: the pick is likely, get it ready. */
  onIntent?: () => void
}

const TAGS: Partial<Record<ConnectorGroup, keyof (typeof connectMessages)['en']>> = {
  walletConnect: 'tagQrCode',
  recent: 'tagRecent',
  injected: 'tagInstalled',
}

function IconTile({ children }: { children: ReactNode }) {
  return (
    <span className="portico-img" style={{ width: 40, height: 40 }}>
      {children}
    </span>
  )
}

/**
 * Connect: the wallets a visitor can connect with, in core's connector order (walletConnect,
 * recent, injected, featured, custom, external, recommended — `sortConnectors`), then
 * "All Wallets". Featured and recommended wallets (4 each) come from core's wallet directory
 * state (core loads them when the modal shows Connect), custom ones from the app's `customWallets` option. On
 * mobile it also offers to continue in a new browser tab. With the email feature on and the wallet
 * frame configured, the email field comes in the spec's method order (its own lazy chunk). With
 * `features.collapseWallets`, a "Continue with a wallet" button stands for the list until pressed.
 */
export default function ConnectView() {
  const kit = useAppKitInstance()
  const t = useMessages(connectMessages)
  const { connectors, recentWallets, allWallets, featured, recommended, family, ...features } =
    useSnapshot(selectConnect)
  const featuredIds = kit.options.featuredWalletIds
  // Checked where the list first reads them (a malformed option throws InvalidCustomWalletError).
  const customWallets = customWalletsOf(kit.options)
  // Email needs the wallet frame (`createAppKit({ embeddedWallet })`) as well as the feature.
  const emailOn = features.email && kit.options.embeddedWallet !== undefined && !family

  const rows = useMemo(() => {
    const order = {
      recentIds: recentWallets.map((w) => w.id),
      featuredIds: featuredIds ?? [],
      customIds: customWallets.map((w) => w.id),
    }
    const groups = new Map<ConnectorGroup, Row[]>(connectorGroupOrder.map((g) => [g, []]))
    const taken = new Set<string>()
    const offered = connectors.filter(
      (c) => c.type !== 'AUTH' && (family === undefined || c.chain === family),
    )
    // Several families in the app: each row says which ones the wallet connects.
    const families = new Set(offered.map((c) => c.chain))
    for (const wallet of groupWallets(sortConnectors(offered, order))) {
      const connector = wallet.lead
      const group = connectorGroup(connector, order)
      for (const member of wallet.connectors) {
        if (member.info?.rdns) taken.add(member.info.rdns)
        taken.add(member.id)
      }
      const familyText =
        families.size > 1 && connector.type !== 'WALLET_CONNECT'
          ? wallet.connectors.map((c) => familyLabel(c.chain)).join(' · ')
          : undefined
      // The families say more than "Installed" (and the row has room for one tag): recent stays.
      const tagKey = TAGS[group]
      const tag = familyText
        ? group === 'recent'
          ? t('tagRecentFamilies', { families: familyText })
          : familyText
        : tagKey && t(tagKey)
      groups.get(group)?.push({
        key: `c:${connector.chain}:${connector.id}`,
        name: connector.name,
        imageUrl:
          connector.imageUrl ??
          (connector.imageId ? kit.api.walletImageUrl(connector.imageId) : undefined),
        ...(tag ? { tag } : {}),
        ...(connector.type === 'WALLET_CONNECT'
          ? {
              icon: (
                <IconTile>
                  <QrIcon />
                </IconTile>
              ),
            }
          : {}),
        onClick: () => openWalletGroup(kit, wallet.connectors),
        onIntent: () => prepareWalletConnect(kit, connector),
      })
    }
    const addListings = (group: ConnectorGroup, entries: readonly WalletListingEntry[]) => {
      for (const entry of entries) {
        if (taken.has(entry.id) || (entry.rdns && taken.has(entry.rdns))) continue
        if (family && !entry.chains?.some((chain) => chain.startsWith(`${family}:`))) continue
        taken.add(entry.id)
        groups.get(group)?.push({
          key: `l:${entry.id}`,
          name: entry.name,
          imageUrl: listingImageUrl(kit, entry),
          onClick: () => openListing(kit, entry, connectors),
          onIntent: () => prepareListing(kit, entry, connectors),
        })
      }
    }
    addListings('featured', featured)
    addListings('custom', customWallets)
    addListings('recommended', recommended)
    return connectorGroupOrder.flatMap((group) => groups.get(group) ?? [])
  }, [kit, t, connectors, recentWallets, featuredIds, customWallets, featured, recommended, family])

  // collapseWallets: one button stands for the list until the visitor asks for it.
  const [expanded, setExpanded] = useState(false)
  const mobile = isMobileBrowser()
  const wallets = (
    <>
      {features.collapseWallets && !expanded ? (
        <Button variant="secondary" fullWidth onClick={() => setExpanded(true)}>
          <WalletIcon />
          {t('continueWithWallet')}
        </Button>
      ) : (
        <ul className="portico-list" aria-label={t('ariaWallets')}>
          {rows.map((row) => (
            <li key={row.key}>
              <ListItem
                name={row.name}
                imageUrl={row.imageUrl}
                tag={row.tag}
                icon={row.icon}
                onClick={row.onClick}
                onIntent={row.onIntent}
              />
            </li>
          ))}
          {allWallets ? (
            <li>
              <ListItem
                name={t('allWallets')}
                icon={
                  <IconTile>
                    <WalletIcon />
                  </IconTile>
                }
                onClick={() => kit.push('AllWallets')}
              />
            </li>
          ) : null}
        </ul>
      )}
      {mobile ? (
        <Button
          variant="secondary"
          fullWidth
          onClick={() => window.open(window.location.href, '_blank', 'noopener,noreferrer')}
        >
          <ExternalIcon />
          {t('openInNewTab')}
        </Button>
      ) : null}
    </>
  )

  // Social logins need the wallet frame too; SPEC §6 hides some inside in-messenger browsers.
  const socialProviders =
    kit.options.embeddedWallet !== undefined && !family
      ? shownSocialProviders(features.socials)
      : []
  // Sign In With Farcaster is not one of the frame's OAuth providers (its own view, a QR code);
  // it keeps its place in the configured order.
  const configured = features.socials === false ? [] : features.socials
  const farcasterAt =
    kit.options.embeddedWallet !== undefined && !family && configured.includes('farcaster')
      ? socialProviders.filter((p) => configured.indexOf(p) < configured.indexOf('farcaster'))
          .length
      : undefined
  const socials =
    socialProviders.length > 0 || farcasterAt !== undefined ? (
      <Suspense fallback={null}>
        <SocialButtons providers={socialProviders} farcasterAt={farcasterAt} />
      </Suspense>
    ) : undefined

  // With email on, the wallets show at once and the email method joins them when its code is in.
  return (
    <div className="portico-stack">
      {emailOn || socials ? (
        <Suspense fallback={features.emailShowWallets || !emailOn ? wallets : null}>
          <EmailConnect
            wallets={wallets}
            email={emailOn}
            socials={socials}
            showWallets={features.emailShowWallets || !emailOn}
            installedWalletVisible={connectors.some(isInstalledWalletConnector)}
          />
        </Suspense>
      ) : (
        wallets
      )}
    </div>
  )
}
