import type { MessageGroup } from '../message-group.js'

/** The buttons and the dialog's load error: in the page's initial JS. */
export const entryMessages = {
  group: 'entry',
  en: {
    connectWallet: 'Connect Wallet',
    connecting: 'Connecting...',
    account: 'Account',
    network: 'Network',
    ariaNetwork: 'Network: {name}',
    loadError: 'The wallet window could not be loaded.',
    retry: 'Retry',
    close: 'Close',
  },
} as const satisfies MessageGroup
