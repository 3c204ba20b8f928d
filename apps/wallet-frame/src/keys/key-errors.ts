/** Two shares that do not rebuild the wallet's key (wrong share, another wallet's share, one share twice). */
export class KeySharesError extends Error {
  override name = 'KeySharesError'
  constructor(message = 'The key shares do not match this wallet', options?: { cause?: unknown }) {
    super(message, options)
  }
}

/** A file that is not a recovery file of this wallet. */
export class RecoveryFileError extends Error {
  override name = 'RecoveryFileError'
}

/** The user did not confirm the private key export. */
export class KeyExportCancelledError extends Error {
  override name = 'KeyExportCancelledError'
  constructor() {
    super('Export cancelled')
  }
}

/** The device share store could not be used (no IndexedDB, or a record that does not open). */
export class DeviceShareStoreError extends Error {
  override name = 'DeviceShareStoreError'
}
