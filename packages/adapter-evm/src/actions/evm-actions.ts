/**
 * The wallet actions that are not needed to start the app or connect (signing, sending, balances,
 * gas, EIP-5792 calls, token transfers, ERC-7811 assets). The adapter loads this module with
 * `import()` the first time one of them runs (see {@link loadEvmActions}), so their wagmi/viem code
 * is not in the app's initial bundle.
 */
export {
  estimateGas,
  getBalance,
  getGasPrice,
  sendTransaction,
  signMessage,
  signTypedData,
  switchChain,
} from '@wagmi/core'
export { encodeFunctionData, erc20Abi, formatUnits } from 'viem'
export { callsStatus, sendEvmCalls } from './send-calls.js'
export { transferToken } from './transfer-token.js'
export { getWalletAssets } from './wallet-assets.js'
