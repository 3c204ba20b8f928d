import type { ViewName } from '../types/ui.js'

/**
 * The views whose flow the kit runs, and the flow each starts. A flow starts when its view is
 * shown (the modal open on it), not when a component mounts: views only render the flow's state,
 * and a kit with no UI at all runs the same flows. Part of the flows' code, not the start-up's.
 */
export const viewFlowStarts = {
  Connect: 'startFeaturedWallets',
  AllWallets: 'startWalletDirectory',
  Account: 'startAccountData',
  ConnectingExternal: 'startExternalConnect',
  ConnectingWalletConnect: 'startPairing',
  ConnectingWalletConnectBasic: 'startPairing',
  WalletSend: 'startSend',
  Swap: 'startSwap',
  OnRampProviders: 'startOnRamp',
  BuyInProgress: 'startOnRampWatch',
  ConnectingFarcaster: 'startFarcasterLogin',
  EmailVerifyOtp: 'startEmailFrame',
  EmailVerifyDevice: 'startEmailFrame',
  UpdateEmailWallet: 'startEmailFrame',
  UpdateEmailPrimaryOtp: 'startEmailFrame',
  UpdateEmailSecondaryOtp: 'startEmailFrame',
} as const satisfies Partial<Record<ViewName, string>>
