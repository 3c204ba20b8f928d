// For Portico's own packages (ui-react, adapters) and their tests, not for apps: rules and helpers
// the views and adapters share, whose shape may change in any release. Apps import
// `@portico/core`; `pnpm test` (scripts/import-rules) refuses this entry in apps.

// The one URL check and display sanitiser for data from outside (they live in the leaf package so
// every package reaches them; ui-react and adapters take them from here).
export {
  checkExternalUrl,
  DATA_IMAGE_TYPES,
  type ExternalUrlRule,
  safeImageUrl,
  sanitizeDisplayText,
} from '@portico/api-client'
export { customWalletsOf } from '../connection/custom-wallets.js'
// the address a reload paints while it restores (the account button saves and reads it)
export { saveAddress, savedAddress } from '../connection/select-account.js'
export { faultOf } from '../errors/fault-errors.js'
export { HttpRequestError } from '../errors/http-errors.js'
export { ToastText } from '../errors/ui-texts.js'
// the per-family facts (labels, order) the views show
export { type FamilyEntry, familyRegistry } from '../families/family-registry.js'
export { isCloseDisabled } from '../navigation/close-rules.js'
// the inline host follows the connection by core's rule (a thin hook subscribes to it)
export { followConnection } from '../navigation/follow-connection.js'
export { isMobileUserAgent } from '../navigation/modal-actions.js'
// what the views read to choose Account or Connect, and to act only while still shown
export { activeAddressOf, showsView } from '../navigation/modal-rules.js'
export { resolvePreferredAccountType } from '../rules/account-type.js'
export {
  type ConnectMethod,
  type ConnectorGroup,
  connectMethodOrder,
  connectorGroup,
  connectorGroupOrder,
  isInstalledWalletConnector,
  sortConnectors,
} from '../rules/connect-order.js'
export { formatDeepLinkUrl } from '../rules/deep-link.js'
export { formatAmount, formatUsd } from '../rules/format-amount.js'
export { isInMessengerBrowser, socialProvidersFor } from '../rules/in-messenger-browser.js'
export { hasInsufficientGas } from '../rules/insufficient-gas.js'
export { formatMonthTitle } from '../rules/month-title.js'
export { dataApiOriginOf } from '../rules/outside-data.js'
export { isValidNameToRegister } from '../rules/text-rules.js'
export { DEBOUNCE_DEFAULT_MS, IMAGE_PRELOAD_GIVE_UP_MS } from '../rules/timing-constants.js'
export { truncateAddress } from '../rules/truncate-address.js'
export {
  type AmountProblem,
  amountProblem,
  formatUnits,
  MAX_TOKEN_DECIMALS,
  parseAmount,
  truncateAmount,
} from '../send/parse-units.js'
// the send rules the Send view shows: which tokens can be sent, readiness (dust included)
export { isSameToken } from '../send/send-decimals.js'
export {
  draftLacksGas,
  type SendReadiness,
  sendableTokens,
  sendReadiness,
} from '../send/send-rules.js'
// what server rendering and hydration read (remembered by createAppKit)
export { initialSnapshotOf, rememberInitialSnapshot } from '../state/initial-snapshot.js'
export { shownWallets } from '../state/wallet-directory.js'
export {
  joinSharedWalletConnect,
  leaveSharedWalletConnect,
  type NamespaceProposal,
  type SharedWalletConnect,
  sharedClientOpenedBy,
  sharedWalletConnectClient,
} from '../walletconnect/shared-walletconnect.js'
export type {
  SharedClientLike,
  WalletConnectClientLike,
  WalletConnectClientOptions,
  WalletConnectInit,
  WalletConnectInitParameters,
  WalletConnectMetadata,
} from '../walletconnect/walletconnect-client.js'
export type { WalletConnectLogger } from '../walletconnect/walletconnect-logger.js'
// WalletConnect's client in a worker: the opener and provider facade (page side, lazy chunk) and
// the host (the adapters' worker entries)
export {
  openWalletConnectWorker,
  type WalletConnectWorkerStarters,
  WORKER_START_FAILED,
} from '../walletconnect/worker/open-walletconnect-worker.js'
export {
  type HostedWalletConnectProvider,
  hostWalletConnectWorker,
  type WalletConnectWorkerHostOptions,
  type WorkerInitParameters,
  type WorkerScope,
} from '../walletconnect/worker/walletconnect-worker-host.js'
export {
  WalletConnectWorkerCallError,
  WalletConnectWorkerProvider,
} from '../walletconnect/worker/walletconnect-worker-provider.js'
export type { WorkerOpenOptions } from '../walletconnect/worker/worker-messages.js'
