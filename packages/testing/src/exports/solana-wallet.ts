// Browser-safe entry: the Solana Wallet Standard test wallet and its WalletConnect handler, without
// Node-only helpers (the chain, esbuild). The page script builder is in `@portico/testing/solana`.

export { registerWallet } from '../solana/register-wallet'
export {
  type BrowserSolanaTestWalletConfig,
  install as installSolanaTestWalletInPage,
  type SolanaTestWalletPageGlobals,
} from '../solana/solana-browser-entry'
export {
  deterministicSolanaKeypair,
  type SolanaKeypair,
  solanaKeypairFromSecretKey,
  solanaKeypairFromSeed,
} from '../solana/solana-keypair'
export { createSolanaSigner, type SolanaSigner } from '../solana/solana-signer'
export {
  type CreateSolanaTestWalletOptions,
  createSolanaTestWallet,
  type SolanaTestWallet,
  type SolanaTestWalletFeatures,
  type SolanaTestWalletMode,
  type SolanaTestWalletRequest,
  solanaTestWalletIcon,
} from '../solana/solana-test-wallet'
export {
  type SolanaWalletConnectHandlerOptions,
  solanaWalletConnectHandler,
  solanaWalletConnectMethods,
} from '../solana/solana-walletconnect-handler'
