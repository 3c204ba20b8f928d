// The embedded wallet's entry for the rest of core: what the kit's start-up and its types use.
// Only the start-up's stand-in is re-exported as a value here: a static re-export of the
// wallet's own code would pull it into every app's start-up, and it must download only with
// `embeddedWallet` set. Its other two entries load behind import(): `embedded-start.ts`
// (createAppKit's import() once the wallet is configured) and `view-flows.ts` (the modal's
// email and Farcaster flows, for app-kit's view flows chunk). Its views' states (email frame,
// Farcaster login) are the kit's state, in state/.
// No other file of this folder is imported from outside it (`scripts/import-rules` checks it).
export type { AppKitEmbeddedWallet } from './app-kit-embedded-wallet.js'
export type {
  ConnectSocialOptions,
  ConnectSocialResult,
  EmbeddedSocialProvider,
} from './embedded-social.js'
export type {
  EmbeddedSessionUpdate,
  EmbeddedWalletActions,
  EmbeddedWalletOptions,
} from './embedded-wallet.js'
export { lazyEmbeddedWallet } from './lazy-embedded-wallet.js'
