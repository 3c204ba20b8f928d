import type { MessageGroup } from '../message-group.js'

/** Sign In With Farcaster: the Connect view's entry and the ConnectingFarcaster view (SPEC §2, §4). */
export const farcasterMessages = {
  group: 'farcaster',
  en: {
    ariaQrCode: 'QR code to sign in with Farcaster',
    preparing: 'Preparing the sign-in link…',
    scan: 'Scan this code with your phone’s camera or the Farcaster app to sign in.',
    openLink: 'Open in Farcaster',
    copyLink: 'Copy link',
    waiting: 'Waiting for approval in Farcaster…',
    signedInAs: 'Signed in as @{username}',
    continue: 'Continue',
    failed: 'The Farcaster sign-in did not finish. Please try again.',
    tryAgain: 'Try again',
    /**
     * apps/api's refusals, by their codes (LOGIN_EXPIRED, FARCASTER_INVALID, RELAY_FAILED,
     * CREATE_WALLET_REFUSED).
     */
    expired: 'This sign-in request has expired. Please try again.',
    notCustody:
      'The sign-in could not be verified. Approve it in the Farcaster app that holds the account.',
    relayDown: 'The Farcaster relay could not be reached. Please try again.',
    noWallet:
      'This Farcaster account has no wallet yet. Sign in with email or a social account once to create it.',
  },
} as const satisfies MessageGroup
