// The frame's key module: keys are made, split, kept and used here only.
export {
  type DeviceShareStore,
  type DeviceShareStoreOptions,
  openDeviceShareStore,
} from './device-share-store.js'
export { exportPrivateKey } from './export-key.js'
export {
  DeviceShareStoreError,
  KeyExportCancelledError,
  KeySharesError,
  RecoveryFileError,
} from './key-errors.js'
export {
  isPasskeyRecoveryFile,
  PasskeyPrfUnsupportedError,
  passkeyRecoveryFile,
  readPasskeyRecoveryFile,
} from './passkey-recovery.js'
export { readRecoveryFile, recoveryFile } from './recovery-file.js'
export { type Share, shareFromBase64, shareToBase64, wipe } from './share-bytes.js'
export {
  type ShareSigner,
  signHash,
  signMessage,
  signTransaction,
  signTypedData,
} from './sign-with-shares.js'
export { addressOfKey, createWallet, type WalletShares, withPrivateKey } from './wallet-key.js'
