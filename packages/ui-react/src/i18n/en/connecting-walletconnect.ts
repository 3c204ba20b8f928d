import type { MessageGroup } from '../message-group.js'

/** ConnectingWalletConnect (and Basic): the pairing QR code and deep link. */
export const connectingWalletConnectMessages = {
  group: 'connectingWalletConnect',
  en: {
    failed: 'Connection failed',
    tryAgain: 'Try again',
    openWallet: 'Open {name}',
    wallet: 'wallet',
    ariaQrCode: 'QR code to scan with your wallet',
    preparing: 'Preparing the QR code',
    scan: "Scan this QR code with your phone's wallet app.",
    scanNamed: "Scan this QR code with your phone's wallet app ({name}).",
    copyLink: 'Copy link',
  },
} as const satisfies MessageGroup
