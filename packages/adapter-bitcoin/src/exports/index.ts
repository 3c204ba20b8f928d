export { WalletRequestTimeoutError } from '@portico/core/adapter-kit'
export { bitcoinAdapter, DEFAULT_REQUEST_TIMEOUT } from '../bitcoin-adapter.js'
export { bitcoinAdapterOf } from '../bitcoin-adapter-of.js'
export type {
  BitcoinAdapter,
  BitcoinAdapterDefinition,
  BitcoinAdapterOptions,
  BitcoinAdapterWalletConnectOptions,
  BitcoinSignPsbtParameters,
  StandardWallets,
  WalletTarget,
} from '../bitcoin-adapter-types.js'
export { InvalidSignatureError } from '../errors/invalid-signature-error.js'
export { InvalidWalletAnswerError } from '../errors/invalid-wallet-answer-error.js'
export { toPorticoError } from '../errors/to-portico-error.js'
export type { BitcoinNetworkName } from '../networks/bitcoin-network-names.js'
