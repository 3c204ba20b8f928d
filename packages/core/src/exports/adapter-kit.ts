// For Portico's chain adapters, not for apps: the pieces every adapter instance is built from
// (its event emitter, its clock, its restores' wait for a late wallet, wallet request timeouts,
// WalletConnect glue, its lazy loads) and the base of the options they all take, kept once so the
// four families behave alike. Their shape may change in any release.

export { type AdapterEvents, createAdapterEvents } from '../adapter-kit/adapter-events.js'
export {
  type AdapterBaseOptions,
  type AdapterWalletConnectOptions,
  adapterNetworks,
} from '../adapter-kit/adapter-options.js'
export { afterNextPaint } from '../adapter-kit/after-next-paint.js'
export { type LazyAdapterPlan, lazyAdapter } from '../adapter-kit/lazy-adapter.js'
export { type LoadOnce, loadOnce } from '../adapter-kit/load-once.js'
export {
  pairAcrossRelayRestarts,
  type RelayRepairEvents,
} from '../adapter-kit/pair-across-relay-restarts.js'
export {
  pairSharedSession,
  type SharedSessionClient,
  type SharedSessionPairing,
} from '../adapter-kit/pair-shared-session.js'
export {
  createRelayWait,
  DEFAULT_RELAY_TIMEOUT,
  type RelayWait,
  type RelayWaitOptions,
} from '../adapter-kit/relay-wait.js'
export {
  createRestoreWaits,
  DEFAULT_RESTORE_WAIT,
  type RestoreWaits,
} from '../adapter-kit/restore-waits.js'
export { createScopedClock, type ScopedClock } from '../adapter-kit/scoped-clock.js'
export {
  WALLET_NOT_ANSWERING,
  WalletRequestTimeoutError,
} from '../adapter-kit/wallet-request-timeout-error.js'
export { initWalletConnectProvider } from '../adapter-kit/walletconnect-init.js'
export type { WalletConnectPairingClient } from '../adapter-kit/walletconnect-proposal.js'
export { DEFAULT_REQUEST_TIMEOUT, withTimeout } from '../adapter-kit/with-timeout.js'
export {
  type CheckedAddress,
  type LazyAddressCodec,
  lazyAddressCodec,
} from '../caip/checked-address.js'
export {
  loadBitcoinAddress,
  loadPolkadotAddress,
  loadSolanaAddress,
} from '../caip/load-address-codec.js'
