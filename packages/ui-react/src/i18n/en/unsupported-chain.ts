import type { MessageGroup } from '../message-group.js'

/** UnsupportedChain. */
export const unsupportedChainMessages = {
  group: 'unsupportedChain',
  en: {
    explain:
      'This app does not support the network your wallet is on. Switch to one of these networks to continue.',
    ariaNetworks: 'Networks to switch to',
    disconnect: 'Disconnect',
  },
} as const satisfies MessageGroup
