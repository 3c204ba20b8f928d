import type { AppKitSnapshot } from '@portico/core'
import { type RefObject, Suspense, useId, useRef } from 'react'
import { Tabs, tabPanelProps } from '../../components/tabs.js'
import { Text } from '../../components/text.js'
import { useWalletViewsCss } from '../../components/wallet-views-css.js'
import { useAppKitInstance, useSnapshot } from '../../context/app-kit-context.js'
import { accountMessages } from '../../i18n/en/account.js'
import { useMessages } from '../../i18n/use-messages.js'
import { retryingLazy } from '../../modal/retrying-lazy.js'
import { AccountHeader } from './account-header.js'
import { ActivityList } from './activity-list.js'
import { NftGrid } from './nft-grid.js'
import { PanelLoading } from './panel-state.js'
import { TokenList } from './token-list.js'
import { useActiveAccount } from './use-active-account.js'
import { useTransactionHistory } from './use-transaction-history.js'
import { WalletActions } from './wallet-actions.js'

type TabId = 'tokens' | 'nfts' | 'activity'

/** Core's `currentTab` index of each tab (`setAccountTab`): Tokens 0, NFTs 1, Activity 2. */
const TAB_IDS: readonly TabId[] = ['tokens', 'nfts', 'activity']

const selectHistoryFeature = (s: AppKitSnapshot) => s.features.history
// An embedded-wallet account's email and its "Update email" entry: loaded only for such an account.
const AccountEmail = retryingLazy(() => import('../email/account-email.js'))
const selectHasUserEmail = (s: AppKitSnapshot) => {
  const email = s.activeNamespace ? s.accounts[s.activeNamespace]?.user?.email : undefined
  return typeof email === 'string' && email !== ''
}
// The embedded wallet's smart account ↔ EOA setting (SPEC §6): only where the frame reported a
// smart account and the active network has smart accounts.
const AccountTypeSetting = retryingLazy(() => import('./account-type-setting.js'))
const selectHasSmartAccount = (s: AppKitSnapshot) => {
  const namespace = s.activeNamespace
  const account = namespace ? s.accounts[namespace] : undefined
  const network = namespace ? s.networks[namespace] : undefined
  const chainId = network?.caipNetwork?.id
  return (
    account?.user?.accounts.some((entry) => entry.type === 'smartAccount') === true &&
    typeof chainId === 'number' &&
    (network?.smartAccountEnabledNetworks.includes(chainId) ?? false)
  )
}
const selectRestoring = (s: AppKitSnapshot) =>
  s.activeNamespace !== undefined && s.connection[s.activeNamespace] === 'connecting'

/**
 * Account: the connected account's header and balance, the wallet actions, and the Tokens, NFTs
 * and Activity tabs (SPEC §2). NFTs (the holdings core fetches) and Activity (the history) show
 * only when the history feature is on. The selected tab is core's `currentTab` (`setAccountTab`).
 * Core loads what the view shows while the modal shows Account: the balances, and the NFTs or the
 * history when their tab is the one shown (again on an account or network change).
 */
export default function AccountView() {
  useWalletViewsCss()
  const kit = useAppKitInstance()
  const t = useMessages(accountMessages)
  const { account } = useActiveAccount()
  const historyOn = useSnapshot(selectHistoryFeature)
  const restoring = useSnapshot(selectRestoring)
  const hasUserEmail = useSnapshot(selectHasUserEmail)
  const hasSmartAccount = useSnapshot(selectHasSmartAccount)
  // The chosen tab lives in core (`currentTab`), so it is kept when the view is shown again.
  const tab = TAB_IDS[account?.currentTab ?? 0] ?? 'tokens'
  const idPrefix = `portico-account${useId().replace(/:/g, '')}`
  const address = account?.address

  if (!address) {
    if (restoring) return <PanelLoading label={t('restoring')} />
    return (
      <Text tone="secondary" className="portico-center">
        {t('noAccount')}
      </Text>
    )
  }

  const tabs = [
    { id: 'tokens', label: t('tabTokens') },
    ...(historyOn
      ? [
          { id: 'nfts', label: t('tabNfts') },
          { id: 'activity', label: t('tabActivity') },
        ]
      : []),
  ]
  const selected: TabId = historyOn ? tab : 'tokens'

  return (
    <div className="portico-stack">
      <AccountHeader />
      {hasUserEmail ? (
        <Suspense fallback={null}>
          <AccountEmail />
        </Suspense>
      ) : null}
      {hasSmartAccount ? (
        <Suspense fallback={null}>
          <AccountTypeSetting />
        </Suspense>
      ) : null}
      <WalletActions />
      <div>
        <Tabs
          tabs={tabs}
          selected={selected}
          onSelect={(id) => kit.setAccountTab(Math.max(0, TAB_IDS.indexOf(id as TabId)))}
          label={t('ariaAssets')}
          idPrefix={idPrefix}
        />
        <AccountPanel key={selected} tab={selected} idPrefix={idPrefix} />
      </div>
    </div>
  )
}

function AccountPanel({ tab, idPrefix }: { tab: TabId; idPrefix: string }) {
  const panelRef = useRef<HTMLDivElement>(null)
  return (
    <div {...tabPanelProps(idPrefix, tab)} ref={panelRef} className="portico-panel">
      {tab === 'tokens' ? (
        <TokenList scrollRef={panelRef} />
      ) : tab === 'nfts' ? (
        <NftGrid />
      ) : (
        <HistoryPanel scrollRef={panelRef} />
      )}
    </div>
  )
}

function HistoryPanel({ scrollRef }: { scrollRef: RefObject<HTMLDivElement | null> }) {
  const history = useTransactionHistory()
  return <ActivityList history={history} scrollRef={scrollRef} />
}
