// Core's one limit, offered here too for apps that check token decimals before `getTokenDecimals`.

export { WalletRequestTimeoutError } from '@portico/core/adapter-kit'
export { MAX_TOKEN_DECIMALS } from '@portico/core/internal'
export { usdtAbi } from '../abi/usdt-abi.js'
export type { EvmCall } from '../actions/send-calls.js'
export type { WalletAsset, WalletAssets } from '../actions/wallet-assets.js'
export {
  WALLETCONNECT_EVENTS,
  WALLETCONNECT_METHODS,
  type WalletConnectParameters,
  walletConnect,
} from '../connectors/walletconnect-connector.js'
export {
  type AnnouncedWallet,
  createEip6963Discovery,
  type Eip6963Discovery,
  MAX_ANNOUNCED_WALLETS,
} from '../discovery/eip6963-discovery.js'
export {
  checkWalletIcon,
  cleanWalletName,
  isValidRdns,
  MAX_ICON_LENGTH,
  MAX_NAME_GRAPHEMES,
  type ProviderInfo,
  parseProviderInfo,
} from '../discovery/provider-info.js'
export { errorToast, type ToastMessage } from '../errors/error-toast.js'
export { InvalidCallTargetError } from '../errors/invalid-call-target-error.js'
export { InvalidTokenDecimalsError } from '../errors/invalid-token-decimals-error.js'
export { toPorticoError } from '../errors/to-portico-error.js'
export { TokenTransferRejectedError } from '../errors/token-transfer-rejected-error.js'
export { DEFAULT_REQUEST_TIMEOUT, evmAdapter } from '../evm-adapter.js'
export { evmAdapterOf } from '../evm-adapter-of.js'
export type {
  EvmAdapter,
  EvmAdapterDefinition,
  EvmAdapterOptions,
  EvmAdapterWalletConnectOptions,
  SignTypedDataParameters,
  WalletTarget,
} from '../evm-adapter-types.js'
export { toViemChain } from '../networks/to-viem-chain.js'
export { createTransport } from '../transports/create-transport.js'
export type { WagmiConfigLike } from '../wagmi/shared-wagmi-config.js'
