// Browser-safe entry: the Solana Wallet Standard test wallet and its WalletConnect handler, without
// Node-only helpers (the chain, esbuild). The page script builder is in `@portico/testing/solana`.

export { registerWallet } from '../solana/register-wallet.js'
export {
  type BrowserSolanaTestWalletConfig,
  install as installSolanaTestWalletInPage,
  type SolanaTestWalletPageGlobals,
} from '../solana/solana-browser-entry.js'
export {
  deterministicSolanaKeypair,
  type SolanaKeypair,
  solanaKeypairFromSecretKey,
  solanaKeypairFromSeed,
} from '../solana/solana-keypair.js'
export { createSolanaSigner, type SolanaSigner } from '../solana/solana-signer.js'
export {
  type CreateSolanaTestWalletOptions,
  createSolanaTestWallet,
  type SolanaTestWallet,
  type SolanaTestWalletFeatures,
  type SolanaTestWalletMode,
  type SolanaTestWalletRequest,
  solanaTestWalletIcon,
} from '../solana/solana-test-wallet.js'
export {
  type SolanaWalletConnectHandlerOptions,
  solanaWalletConnectHandler,
  solanaWalletConnectMethods,
} from '../solana/solana-walletconnect-handler.js'
