export {
  type InjectedExtensionEntry,
  type InjectedWindow,
  readInjectedExtensions,
} from '../discovery/injected-extensions.js'
export { InvalidSignatureError } from '../errors/invalid-signature-error.js'
export { polkadotAdapter } from '../polkadot-adapter.js'
export { polkadotAdapterOf } from '../polkadot-adapter-of.js'
export type {
  PolkadotAccountBalances,
  PolkadotAccountInfo,
  PolkadotAdapter,
  PolkadotAdapterOptions,
} from '../polkadot-adapter-types.js'
