// The page script of passkey-recovery.browser.test.ts.
import {
  isPasskeyRecoveryFile,
  PasskeyPrfUnsupportedError,
  passkeyRecoveryFile,
  readPasskeyRecoveryFile,
} from './passkey-recovery.js'

declare global {
  interface Window {
    passkeyRecovery: {
      passkeyRecoveryFile: typeof passkeyRecoveryFile
      readPasskeyRecoveryFile: typeof readPasskeyRecoveryFile
      isPasskeyRecoveryFile: typeof isPasskeyRecoveryFile
      PasskeyPrfUnsupportedError: typeof PasskeyPrfUnsupportedError
    }
  }
}

window.passkeyRecovery = {
  passkeyRecoveryFile,
  readPasskeyRecoveryFile,
  isPasskeyRecoveryFile,
  PasskeyPrfUnsupportedError,
}
