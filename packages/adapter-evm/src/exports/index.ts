// Core's one limit, offered here too for apps that check token decimals before `getTokenDecimals`.

export { WalletRequestTimeoutError } from '@portico/core/adapter-kit'
export { MAX_TOKEN_DECIMALS } from '@portico/core/internal'
export type { EvmCall } from '../actions/send-calls.js'
export type { WalletAsset, WalletAssets } from '../actions/wallet-assets.js'
export { InvalidCallTargetError } from '../errors/invalid-call-target-error.js'
export { InvalidTokenDecimalsError } from '../errors/invalid-token-decimals-error.js'
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
export type { WagmiConfigLike } from '../wagmi/shared-wagmi-config.js'
