import { ValidationError } from '../errors/adapter-errors.js'
import { RpcMethodNotAllowedError } from '../errors/http-errors.js'

/** SPEC §6 RPC permission classes. */
export type RpcMethodClass = 'safe' | 'notSafe' | 'refused'

/**
 * Safe methods (SPEC §6): read-only Ethereum methods plus sending an already signed raw
 * transaction, and the read-only wallet methods of SPEC §7 (calls status, capabilities, assets).
 */
export const safeRpcMethods: ReadonlySet<string> = new Set([
  'eth_accounts',
  'eth_blobBaseFee',
  'eth_blockNumber',
  'eth_call',
  'eth_chainId',
  'eth_createAccessList',
  'eth_estimateGas',
  'eth_feeHistory',
  'eth_gasPrice',
  'eth_getAccount',
  'eth_getBalance',
  'eth_getBlockByHash',
  'eth_getBlockByNumber',
  'eth_getBlockReceipts',
  'eth_getBlockTransactionCountByHash',
  'eth_getBlockTransactionCountByNumber',
  'eth_getCode',
  'eth_getFilterChanges',
  'eth_getFilterLogs',
  'eth_getLogs',
  'eth_getProof',
  'eth_getStorageAt',
  'eth_getTransactionByBlockHashAndIndex',
  'eth_getTransactionByBlockNumberAndIndex',
  'eth_getTransactionByHash',
  'eth_getTransactionCount',
  'eth_getTransactionReceipt',
  'eth_getUncleCountByBlockHash',
  'eth_getUncleCountByBlockNumber',
  'eth_maxPriorityFeePerGas',
  'eth_newBlockFilter',
  'eth_newFilter',
  'eth_newPendingTransactionFilter',
  'eth_sendRawTransaction',
  'eth_syncing',
  'eth_uninstallFilter',
  'net_version',
  'web3_clientVersion',
  'wallet_getCallsStatus',
  'wallet_getCapabilities',
  'wallet_getAssets',
])

/**
 * Not-safe methods that need the user's approval (SPEC §6): signing, sending a transaction,
 * sending calls, granting and revoking permissions, sending a user operation, Solana signing.
 */
export const notSafeRpcMethods: ReadonlySet<string> = new Set([
  'personal_sign',
  'eth_sign',
  'eth_signTransaction',
  'eth_signTypedData',
  'eth_signTypedData_v3',
  'eth_signTypedData_v4',
  'eth_sendTransaction',
  'wallet_sendCalls',
  'wallet_grantPermissions',
  'wallet_revokePermissions',
  'eth_sendUserOperation',
  'solana_signMessage',
  'solana_signTransaction',
  'solana_signAllTransactions',
  'solana_signAndSendTransaction',
])

/**
 * Classifies an RPC method (SPEC §6): `safe`, `notSafe` (needs approval) or `refused` (neither).
 *
 * @example
 * classifyRpcMethod('eth_call') // 'safe'
 * classifyRpcMethod('personal_sign') // 'notSafe'
 * classifyRpcMethod('eth_coinbase') // 'refused'
 */
export function classifyRpcMethod(method: string): RpcMethodClass {
  if (safeRpcMethods.has(method)) return 'safe'
  if (notSafeRpcMethods.has(method)) return 'notSafe'
  return 'refused'
}

/**
 * Throws `RpcMethodNotAllowedError` ("Requested RPC call is not allowed") unless the method is in
 * the safe or the not-safe list (SPEC §5).
 */
export function assertRpcMethodAllowed(method: string): void {
  if (classifyRpcMethod(method) === 'refused') throw new RpcMethodNotAllowedError(method)
}

/**
 * SPEC §5: hex-encoded call targets in `wallet_sendCalls` must start with `0x`. Returns true when
 * every call's `to` (if present) is a `0x`-prefixed hex string.
 *
 * @example
 * hasHexPrefixedCallTargets([{ to: '0xabc' }]) // true
 */
export function hasHexPrefixedCallTargets(calls: readonly { to?: unknown }[]): boolean {
  return calls.every(
    (call) =>
      call.to === undefined || (typeof call.to === 'string' && /^0x[0-9a-fA-F]*$/.test(call.to)),
  )
}

/** Throws `ValidationError` ("Invalid input") when {@link hasHexPrefixedCallTargets} fails. */
export function assertHexPrefixedCallTargets(calls: readonly { to?: unknown }[]): void {
  if (!hasHexPrefixedCallTargets(calls)) {
    throw new ValidationError('Invalid input', {
      details: 'wallet_sendCalls call targets must start with 0x',
    })
  }
}
