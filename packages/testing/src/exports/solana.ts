// Node entry: the local Solana chain (LiteSVM behind a JSON-RPC + WebSocket facade).
export {
  LAMPORTS_PER_SOL,
  type SolanaFixtureMint,
  type SolanaFixtureMintKey,
  solanaFixtureLamports,
  solanaFixtureTokenBalances,
  solanaFundedAccountCount,
} from '../solana/fixtures'
export { sendSolanaTokenTransfer, sendSolanaTransfer } from '../solana/send-test-transfers'
export {
  type SolanaTestWalletBrowserOptions,
  solanaTestWalletBrowserBundle,
  solanaTestWalletBrowserScript,
} from '../solana/solana-browser-script'
export {
  deterministicSolanaKeypair,
  type SolanaKeypair,
  solanaKeypairFromSecretKey,
  solanaKeypairFromSeed,
} from '../solana/solana-keypair'
export {
  defaultSolanaGenesisHash,
  type SolanaChain,
  type StartSolanaChainOptions,
  startSolanaChain,
} from '../solana/start-solana-chain'
export {
  TOKEN_METADATA_PROGRAM,
  type TokenMetadataFields,
  tokenMetadataAddress,
} from '../solana/token-metadata'
export {
  ASSOCIATED_TOKEN_PROGRAM,
  SYSTEM_PROGRAM,
  TOKEN_2022_PROGRAM,
  TOKEN_PROGRAM,
} from '../solana/token-state'
export type {
  RecordedTokenBalance,
  SolanaTransactionRecord,
  SolanaTransfer,
} from '../solana/transaction-record'
