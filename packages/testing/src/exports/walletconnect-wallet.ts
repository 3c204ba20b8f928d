// Browser-safe entry: the WalletConnect wallet peer (e.g. for a "phone" page in the lab).
export {
  createMemoryKeyValueStorage,
  type KeyValueStorage,
} from '../walletconnect/memory-key-value-storage.js'
export {
  type CreateWalletConnectTestWalletOptions,
  createWalletConnectTestWallet,
  stopSignClient,
  type WalletConnectNamespaceHandler,
  type WalletConnectTestWallet,
  walletConnectBaseMethods,
  walletConnectTestWalletMethods,
} from '../walletconnect/walletconnect-test-wallet.js'
