import type { MessageGroup } from '../message-group.js'

/** WalletReceive. */
export const receiveMessages = {
  group: 'receive',
  en: {
    noAccount: 'No account is connected.',
    ariaQrCode: 'QR code of your address',
    copyAddress: 'Copy address',
    addressCopied: 'Address copied',
    copyFailed: 'Could not copy the address',
    receiveOn: '{count, plural, one {Receive on this network} other {Receive on these networks}}',
    ariaNetworks: 'Networks to receive on',
  },
} as const satisfies MessageGroup
