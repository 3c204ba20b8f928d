import type { MessageGroup } from '../message-group.js'

/** AllWallets: the searchable directory. */
export const allWalletsMessages = {
  group: 'allWallets',
  en: {
    searchLabel: 'Search wallets',
    searchPlaceholder: 'Search wallet',
    ariaWallets: 'Wallets',
    loading: 'Loading wallets',
    loadFailed: 'Wallets could not be loaded.',
    noneFound: 'No wallet found.',
  },
} as const satisfies MessageGroup
