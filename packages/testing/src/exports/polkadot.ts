// Node entry: the local Substrate chain (chopsticks child process). Browser code imports
// '@portico/testing/polkadot-wallet' instead.
export {
  type PolkadotDevAccountSpec,
  type PolkadotKeyType,
  polkadotDevAccounts,
} from '../polkadot/dev-accounts.js'
export {
  type BrowserPolkadotTestExtensionConfig,
  polkadotTestExtensionBrowserBundle,
  polkadotTestExtensionBrowserScript,
} from '../polkadot/polkadot-browser-script.js'
export { leasePolkadotChain } from '../polkadot/polkadot-chain-lease.js'
export { type InBlockResult, sendInBlock } from '../polkadot/send-in-block.js'
export {
  type PolkadotChain,
  type PolkadotChainAccount,
  PolkadotChainStartError,
  type StartPolkadotChainOptions,
  startPolkadotChain,
} from '../polkadot/start-polkadot-chain.js'
