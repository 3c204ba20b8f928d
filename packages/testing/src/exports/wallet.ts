// Browser-safe entry: the test EVM wallet without Node-only helpers (devnet, relay, esbuild).
export type { BrowserTestWalletConfig, TestWalletPageGlobals } from '../wallet/browser-entry'
export { install as installTestWalletInPage } from '../wallet/browser-entry'
export { announceProvider } from '../wallet/eip6963'
export {
  type CreateTestWalletOptions,
  createTestWallet,
  type TestWallet,
  type TestWalletMode,
  type TestWalletPersistedState,
  type TestWalletPersistence,
  type TestWalletRequest,
} from '../wallet/test-wallet'
export { defaultTestWalletInfo, type TestWalletInfo, testWalletIcon } from '../wallet/wallet-info'
export { WalletRpcError, walletErrors } from '../wallet/wallet-rpc-error'
