/**
 * The wallet actions that are not needed to start the app or connect (signing, sending, balances,
 * gas, token decimals, EIP-5792 calls, token transfers, ERC-7811 assets). The adapter loads this
 * module with `import()` the first time one of them runs (see {@link loadEvmActions}), so their
 * wagmi/viem code is not in the app's initial bundle.
 */
export { signMessage, signTypedData, switchChain } from '@wagmi/core'
export { estimateSendGas } from './estimate-send-gas.js'
export { getNativeBalance } from './get-native-balance.js'
export { getTokenDecimals } from './get-token-decimals.js'
export { callsStatus, sendEvmCalls } from './send-calls.js'
export { sendNativeTransaction } from './send-native-transaction.js'
export { transferToken } from './transfer-token.js'
export { getWalletAssets } from './wallet-assets.js'
export { walletBalances } from './wallet-balances.js'
