import type { FaultPart } from '../errors/fault-errors.js'
import type { ToastCode } from '../errors/ui-texts.js'

/** SPEC §2 named views, plus the kit's own Networks, Send, Receive and error views. */
export type ViewName =
  | 'Connect'
  | 'Account'
  | 'AllWallets'
  | 'ConnectingWalletConnect'
  | 'ConnectingWalletConnectBasic'
  | 'ConnectingExternal'
  | 'ConnectingSiwe'
  | 'ConnectingFarcaster'
  | 'SIWXSignMessage'
  | 'ApproveTransaction'
  | 'RegisterAccountName'
  | 'RegisterAccountNameSuccess'
  | 'UnsupportedChain'
  | 'Networks'
  | 'WalletSend'
  | 'WalletSendPreview'
  | 'WalletReceive'
  | 'Swap'
  | 'SwapSelectToken'
  | 'SwapPreview'
  | 'OnRampProviders'
  | 'BuyInProgress'
  | 'EmailVerifyOtp'
  | 'EmailVerifyDevice'
  | 'UpdateEmailWallet'
  | 'UpdateEmailPrimaryOtp'
  | 'UpdateEmailSecondaryOtp'

/** One entry of the router's history: a view and its data (typed by `ViewParams`). */
export type { RouterEntry } from '../navigation/view-params.js'

/** What a fault's toast names: the part that failed and, for a chain's node, the network. */
export interface ToastFault {
  part: FaultPart
  network?: string
}

/** SPEC §3 "Toast". */
export interface Toast {
  message: string
  /** Which of the spec's toasts this is (`ToastText` key): a UI shows it in its own language. */
  code?: ToastCode
  /**
   * A fault's toast (which part failed, what to do): the part and, for a chain's node,
   * the network's name, so a UI words it in its own language; `message` is the English text.
   */
  fault?: ToastFault
  variant: 'success' | 'error' | 'loading'
  svg?: string
  autoClose?: boolean
}

export type ThemeMode = 'dark' | 'light'

/** Theme variables become CSS custom properties (`--portico-*`). */
export type ThemeVariables = Partial<Record<string, string | number>>

/** SPEC §9 feature flags. */
export interface Features {
  swaps: boolean
  onramp: boolean
  receive: boolean
  send: boolean
  email: boolean
  emailShowWallets: boolean
  history: boolean
  analytics: boolean
  allWallets: boolean
  /** Connect shows one "Continue with a wallet" button that reveals the wallet list. */
  collapseWallets: boolean
  socials: SocialProvider[] | false
}

export type SocialProvider =
  | 'google'
  | 'x'
  | 'discord'
  | 'farcaster'
  | 'github'
  | 'apple'
  | 'facebook'

/** SPEC §3 "Dapp metadata". */
export interface Metadata {
  name: string
  description: string
  url: string
  icons: string[]
}
