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
  },
} as const satisfies MessageGroup
