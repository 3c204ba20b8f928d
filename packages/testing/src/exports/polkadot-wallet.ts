// Browser-safe entry: the Polkadot test extension (injectedWeb3 on real keys), its page installer
// and WalletConnect handler. No Node APIs; the page script builder is in `@portico/testing/polkadot`.
export {
  type PolkadotDevAccountSpec,
  type PolkadotKeyType,
  polkadotDevAccounts,
} from '../polkadot/dev-accounts.js'
export {
  type BrowserPolkadotTestExtensionConfig,
  install as installPolkadotTestExtensionInPage,
  type PolkadotTestExtensionPageGlobals,
} from '../polkadot/polkadot-browser-entry.js'
export {
  type PolkadotWalletConnectHandlerOptions,
  polkadotWalletConnectHandler,
  polkadotWalletConnectMethods,
} from '../polkadot/polkadot-walletconnect-handler.js'
export {
  type CreatePolkadotTestExtensionOptions,
  createPolkadotTestExtension,
  type PolkadotTestExtension,
  type PolkadotTestExtensionMode,
  type PolkadotTestExtensionRequest,
} from '../polkadot/test-extension.js'
export {
  type PolkadotTestAccount,
  type PolkadotTestAccountOptions,
  polkadotTestExtensionAccounts,
} from '../polkadot/test-extension-accounts.js'
