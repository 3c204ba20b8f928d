import type { AppKit, ViewName } from '@portico/core'
import type { MockAdapter } from '@portico/core/testing'
import { DAI, ETH, FRIEND_ADDRESS, HOSTILE, USDC } from './wallet-data.js'

/** One state of a wallet view to check in Chromium (axe + screenshots), dark and light. */
export interface WalletScenario {
  view: ViewName
  /** Token balances the data API serves (default ETH, USDC, DAI). */
  balances?: 'default' | 'hostile' | 'broke' | 'failing'
  /** Serve the history fixture (default true). */
  history?: boolean
  /** Runs after connect, before the modal opens. */
  prepare?: (kit: AppKit, adapter: MockAdapter) => void | Promise<void>
  /** Accessible name of a tab to select once the view shows. */
  tab?: 'NFTs' | 'Activity'
  /** Scroll the tab panel to its end (older activity, the next page). */
  scrollToEnd?: boolean
  /** Text to wait for before checking. */
  waitFor?: string
}

const fillDraft = (kit: AppKit, token = USDC) => {
  kit.setSendDraft({
    token,
    sendTokenAmount: '12.5',
    receiverAddress: FRIEND_ADDRESS,
  })
}

export const WALLET_SCENARIOS: Record<string, WalletScenario> = {
  account: { view: 'Account', waitFor: 'USD Coin' },
  'account-nfts': { view: 'Account', tab: 'NFTs', waitFor: 'Portico Pioneer #12' },
  'account-activity': { view: 'Account', tab: 'Activity', waitFor: 'March' },
  'account-activity-older': {
    view: 'Account',
    tab: 'Activity',
    scrollToEnd: true,
    waitFor: `December ${new Date().getUTCFullYear() - 1}`,
  },
  'account-hostile-token': { view: 'Account', balances: 'hostile', waitFor: 'Free tokens' },
  'account-tokens-error': {
    view: 'Account',
    balances: 'failing',
    waitFor: 'Token Balance Unavailable',
  },
  'account-activity-empty': {
    view: 'Account',
    tab: 'Activity',
    history: false,
    waitFor: 'No activity yet',
  },
  send: { view: 'WalletSend', prepare: (kit) => fillDraft(kit), waitFor: 'Preview send' },
  'send-insufficient-gas': {
    view: 'WalletSend',
    balances: 'broke',
    prepare: (kit) => fillDraft(kit),
    waitFor: 'Insufficient gas',
  },
  'send-preview': {
    view: 'WalletSendPreview',
    prepare: (kit) => {
      fillDraft(kit)
      kit.setSendDraft({ receiverProfileName: 'friend.eth' })
    },
    waitFor: 'friend.eth',
  },
  receive: { view: 'WalletReceive', waitFor: 'Copy address' },
  networks: { view: 'Networks', waitFor: 'Active' },
  'unsupported-chain': {
    view: 'UnsupportedChain',
    prepare: (_kit, adapter) => adapter.mock.emitChainChanged(137),
    waitFor: 'Disconnect',
  },
  'approve-transaction': {
    view: 'ApproveTransaction',
    prepare: (kit) => {
      kit
        .request({ method: 'eth_sendTransaction', params: [{ to: FRIEND_ADDRESS, value: '0x1' }] })
        .catch(() => {})
      kit.request({ method: 'personal_sign', params: ['0x6869', FRIEND_ADDRESS] }).catch(() => {})
    },
    waitFor: 'Approve in your wallet',
  },
  'action-not-allowed': {
    view: 'ApproveTransaction',
    prepare: (kit) => {
      kit.request({ method: 'eth_notAMethod' }).catch(() => {})
    },
    waitFor: 'Action not allowed',
  },
}

export const BALANCES = {
  default: [ETH, USDC, DAI],
  hostile: [ETH, HOSTILE, USDC],
  broke: [{ ...ETH, value: 0, quantity: { decimals: '18', numeric: '0' } }, USDC, DAI],
  failing: [],
}
