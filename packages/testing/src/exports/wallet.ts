// Browser-safe entry: the test EVM wallet without Node-only helpers (devnet, relay, esbuild).
export type { BrowserTestWalletConfig, TestWalletPageGlobals } from '../wallet/browser-entry.js'
export { install as installTestWalletInPage } from '../wallet/browser-entry.js'
export { announceProvider } from '../wallet/eip6963.js'
export type { PromptAnswer, SetModeOptions } from '../wallet/prompt-mode.js'
export {
  type CreateTestWalletOptions,
  createTestWallet,
  type TestWallet,
  type TestWalletMode,
  type TestWalletPersistedState,
  type TestWalletPersistence,
  type TestWalletRequest,
} from '../wallet/test-wallet.js'
export {
  defaultTestWalletInfo,
  type TestWalletInfo,
  testWalletIcon,
} from '../wallet/wallet-info.js'
export {
  TEST_WALLET_INJECT_EVENT,
  type TestWalletPresence,
  testWalletPresenceKey,
} from '../wallet/wallet-presence.js'
export { WalletRpcError, walletErrors } from '../wallet/wallet-rpc-error.js'
