import type { MessageGroup } from '../message-group.js'

/** The Account view's account-type setting (SPEC §6): the embedded wallet's smart account or EOA. */
export const smartAccountMessages = {
  group: 'smartAccount',
  en: {
    accountType: 'Account type',
    typeSmartAccount: 'Smart account',
    typeEoa: 'Externally owned account (EOA)',
    switchToEoa: 'Switch to EOA',
    switchToSmartAccount: 'Switch to smart account',
    switching: 'Switching…',
    switchFailed: 'The account could not be switched. Please try again.',
  },
} as const satisfies MessageGroup
