export { WalletRequestTimeoutError } from '@portico/core/adapter-kit'
export { MAX_STANDARD_WALLETS } from '../discovery/wallet-standard-registry.js'
export { InvalidSignatureError } from '../errors/invalid-signature-error.js'
export { toPorticoError } from '../errors/to-portico-error.js'
export { TransactionSendFailedError } from '../errors/transaction-send-failed-error.js'
export { type SolanaStandardChain, standardChainOf } from '../networks/clusters.js'
export {
  DEFAULT_REQUEST_TIMEOUT,
  DEFAULT_RESTORE_WAIT,
  solanaAdapter,
} from '../solana-adapter.js'
export { solanaAdapterOf } from '../solana-adapter-of.js'
export type {
  SolanaAdapter,
  SolanaAdapterDefinition,
  SolanaAdapterOptions,
  SolanaWalletConnectOptions,
} from '../solana-adapter-types.js'
export {
  SOLANA_WALLETCONNECT_EVENTS,
  SOLANA_WALLETCONNECT_METHODS,
} from '../walletconnect/walletconnect-backend.js'
export type {
  SolanaWalletAdapter,
  WalletAdapterTransactionClass,
} from '../wallets/wallet-adapter-backend.js'
