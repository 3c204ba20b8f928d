import type { MessageGroup } from '../message-group.js'

/** Connect (the wallet list) and AllWallets. */
export const connectMessages = {
  group: 'connect',
  en: {
    ariaWallets: 'Wallets',
    allWallets: 'All Wallets',
    openInNewTab: 'Open and continue in a new browser tab',
    tagQrCode: 'QR code',
    tagRecent: 'Recent',
    tagInstalled: 'Installed',
    tagRecentFamilies: 'Recent · {families}',
    continueWithWallet: 'Continue with a wallet',
  },
} as const satisfies MessageGroup
