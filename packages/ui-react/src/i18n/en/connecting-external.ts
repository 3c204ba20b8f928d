import type { MessageGroup } from '../message-group.js'

/** ConnectingExternal: an injected, announced or external wallet asked to connect. */
export const connectingExternalMessages = {
  group: 'connectingExternal',
  en: {
    yourWallet: 'your wallet',
    noWalletChosen: 'No wallet was chosen.',
    waiting: 'Waiting for the wallet',
    continueIn: 'Continue in {name}',
    acceptRequest: 'Accept the connection request in the wallet.',
    declined: 'Connection declined',
    declinedHint: 'The request was declined in the wallet. Try again?',
    failed: 'Connection failed',
    failedDefault: 'The wallet could not connect.',
    tryAgain: 'Try again',
  },
} as const satisfies MessageGroup
