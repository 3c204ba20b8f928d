import type { ViewName } from '@portico/core'
import type { ComponentType } from 'react'
import type { modalMessages } from '../i18n/en/modal.js'
import { type RetryingLazy, retryingLazy } from '../modal/retrying-lazy.js'

/**
 * The view contract.
 *
 * - A view is a module under `src/views/<dir>/` whose DEFAULT export is a component with no props.
 * - It reads state with `useSnapshot(selector)` / `useAppKitInstance()` from
 *   `src/context/app-kit-context.ts`, its route data with core's
 *   `viewParamsOf(snapshot.router, view)` in a selector (`ViewParams[view]`, parsed by the router
 *   when pushed; a view never parses it), and navigates with `kit.push(view, data)` (type-checked against
 *   `ViewParams`), `kit.replace(...)`, `kit.goBack()`, `kit.close()`.
 * - The modal shell draws the header (title from `VIEW_TITLES`, Back, Close), the error boundary
 *   and the toast. A view may set a dynamic title with `useViewTitle(title)`
 *   (`src/modal/view-title.ts`).
 * - Views use the primitives in `src/components/` and render untrusted text as text only.
 * - Every text comes from the view's message group: `const t = useMessages(xMessages)` with the
 *   English in `src/i18n/en/<group>.ts` (the catalogue check fails on a literal text).
 *
 * Every view is its own lazy chunk; `preloadView` starts its download early (hover / open).
 */
export type LazyView = RetryingLazy

/** A view's lazy component; a failed download is retried by the error view's Retry. */
function lazyView(load: () => Promise<{ default: ComponentType }>): LazyView {
  return retryingLazy(load)
}

/**
 * The component to render for `view`: the view itself when its code is already in (preloaded on
 * hover / idle: the first frame after the click shows its content, no Suspense fallback), else the
 * lazy wrapper (the modal shows a spinner while it downloads). `undefined` for views not here.
 */
export function viewComponent(view: ViewName): ComponentType | undefined {
  const entry = VIEWS[view]
  return entry ? (entry.loaded() ?? entry) : undefined
}

/** ViewName → lazily loaded view. Views without an entry here show the error view. */
export const VIEWS: Partial<Record<ViewName, LazyView>> = {
  Connect: lazyView(() => import('./connect/connect-view.js')),
  AllWallets: lazyView(() => import('./all-wallets/all-wallets-view.js')),
  ConnectingWalletConnect: lazyView(
    () => import('./connecting-walletconnect/connecting-walletconnect-view.js'),
  ),
  ConnectingWalletConnectBasic: lazyView(
    () => import('./connecting-walletconnect/connecting-walletconnect-basic-view.js'),
  ),
  ConnectingExternal: lazyView(() => import('./connecting-external/connecting-external-view.js')),
  Account: lazyView(() => import('./account/account-view.js')),
  WalletSend: lazyView(() => import('./send/send-view.js')),
  WalletSendPreview: lazyView(() => import('./send/send-preview-view.js')),
  WalletReceive: lazyView(() => import('./receive/receive-view.js')),
  Networks: lazyView(() => import('./networks/networks-view.js')),
  UnsupportedChain: lazyView(() => import('./unsupported-chain/unsupported-chain-view.js')),
  ApproveTransaction: lazyView(() => import('./approve-transaction/approve-transaction-view.js')),
  OnRampProviders: lazyView(() => import('./onramp/onramp-providers-view.js')),
  BuyInProgress: lazyView(() => import('./onramp/buy-in-progress-view.js')),
  Swap: lazyView(() => import('./swap/swap-view.js')),
  SwapSelectToken: lazyView(() => import('./swap/swap-select-token-view.js')),
  SwapPreview: lazyView(() => import('./swap/swap-preview-view.js')),
  SIWXSignMessage: lazyView(() => import('./sign-in/siwx-sign-message-view.js')),
  ConnectingSiwe: lazyView(() => import('./sign-in/connecting-siwe-view.js')),
  ConnectingFarcaster: lazyView(() => import('./farcaster/connecting-farcaster-view.js')),
  RegisterAccountName: lazyView(() => import('./register-name/register-account-name-view.js')),
  RegisterAccountNameSuccess: lazyView(
    () => import('./register-name/register-account-name-success-view.js'),
  ),
  EmailVerifyOtp: lazyView(() => import('./email/email-verify-otp-view.js')),
  EmailVerifyDevice: lazyView(() => import('./email/email-verify-device-view.js')),
  UpdateEmailWallet: lazyView(() => import('./email/update-email-view.js')),
  UpdateEmailPrimaryOtp: lazyView(() => import('./email/update-email-primary-otp-view.js')),
  UpdateEmailSecondaryOtp: lazyView(() => import('./email/update-email-secondary-otp-view.js')),
}

/** Header titles (keys of the `modal` messages); a view may override its own with `useViewTitle`. */
export const VIEW_TITLES: Record<ViewName, keyof (typeof modalMessages)['en']> = {
  Connect: 'titleConnect',
  Account: 'titleAccount',
  AllWallets: 'titleAllWallets',
  ConnectingWalletConnect: 'titleWalletConnect',
  ConnectingWalletConnectBasic: 'titleConnect',
  ConnectingExternal: 'titleConnecting',
  ConnectingSiwe: 'titleSignIn',
  ConnectingFarcaster: 'titleFarcaster',
  SIWXSignMessage: 'titleSignIn',
  ApproveTransaction: 'titleApproveTransaction',
  RegisterAccountName: 'titleChooseName',
  RegisterAccountNameSuccess: 'titleNameRegistered',
  UnsupportedChain: 'titleSwitchNetwork',
  Networks: 'titleChooseNetwork',
  WalletSend: 'titleSend',
  WalletSendPreview: 'titleReviewSend',
  WalletReceive: 'titleReceive',
  Swap: 'titleSwap',
  SwapSelectToken: 'titleSelectToken',
  SwapPreview: 'titleReviewSwap',
  OnRampProviders: 'titleBuy',
  BuyInProgress: 'titleBuy',
  // The email views set their own titles (`useViewTitle`, the `email` messages) once loaded.
  EmailVerifyOtp: 'titleConnect',
  EmailVerifyDevice: 'titleConnect',
  UpdateEmailWallet: 'titleAccount',
  UpdateEmailPrimaryOtp: 'titleAccount',
  UpdateEmailSecondaryOtp: 'titleAccount',
}

/** Views that ask for a signature (the close button may be disabled there, SPEC §2). */
export const SIGN_VIEWS: readonly ViewName[] = ['ConnectingSiwe', 'SIWXSignMessage']

/** Starts downloading a view's code; resolves when it is ready. Unknown views resolve at once. */
export function preloadView(view: ViewName): Promise<unknown> {
  return VIEWS[view]?.preload() ?? Promise.resolve()
}
