// Node entry: the local Solana chain (LiteSVM behind a JSON-RPC + WebSocket facade).
export {
  LAMPORTS_PER_SOL,
  type SolanaFixtureMint,
  type SolanaFixtureMintKey,
  solanaFixtureLamports,
  solanaFixtureTokenBalances,
  solanaFundedAccountCount,
} from '../solana/fixtures.js'
export { sendSolanaTokenTransfer, sendSolanaTransfer } from '../solana/send-test-transfers.js'
export {
  type SolanaTestWalletBrowserOptions,
  solanaTestWalletBrowserBundle,
  solanaTestWalletBrowserScript,
} from '../solana/solana-browser-script.js'
export {
  deterministicSolanaKeypair,
  type SolanaKeypair,
  solanaKeypairFromSecretKey,
  solanaKeypairFromSeed,
} from '../solana/solana-keypair.js'
export {
  defaultSolanaGenesisHash,
  type SolanaChain,
  type StartSolanaChainOptions,
  startSolanaChain,
} from '../solana/start-solana-chain.js'
export {
  TOKEN_METADATA_PROGRAM,
  type TokenMetadataFields,
  tokenMetadataAddress,
} from '../solana/token-metadata.js'
export {
  ASSOCIATED_TOKEN_PROGRAM,
  SYSTEM_PROGRAM,
  TOKEN_2022_PROGRAM,
  TOKEN_PROGRAM,
} from '../solana/token-state.js'
export type {
  RecordedTokenBalance,
  SolanaTransactionRecord,
  SolanaTransfer,
} from '../solana/transaction-record.js'
