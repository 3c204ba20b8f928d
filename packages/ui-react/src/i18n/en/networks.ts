import type { MessageGroup } from '../message-group.js'

/** Networks and the network list UnsupportedChain shares. */
export const networksMessages = {
  group: 'networks',
  en: {
    ariaNetworks: 'Networks',
    noNetworks: 'No networks to choose from.',
    switchFailed: 'Failed to switch network',
    tagActive: 'Active',
    tagSwitching: 'Switching…',
    tagUnsupported: 'Unsupported',
    tagConnected: 'Connected',
    familyConnected: '{family} · connected',
    ariaFamilyNetworks: '{family} networks',
  },
} as const satisfies MessageGroup
