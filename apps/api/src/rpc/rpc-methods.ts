/**
 * The JSON-RPC methods the endpoint forwards (SPEC §7 "Blockchain RPC"): reads, and
 * `eth_sendRawTransaction` (already signed, so the server holds no key). Anything else
 * (signing, filters that keep state on a node, admin, debug) is refused.
 * The value is what a call costs in rate-limit tokens: the work it causes on the node.
 */
export const FORWARDED_RPC_METHODS: Readonly<Record<string, number>> = Object.freeze({
  eth_chainId: 1,
  net_version: 1,
  net_listening: 1,
  web3_clientVersion: 1,
  eth_syncing: 1,
  eth_blockNumber: 1,
  eth_gasPrice: 1,
  eth_maxPriorityFeePerGas: 1,
  eth_blobBaseFee: 1,
  eth_feeHistory: 2,
  eth_getBalance: 1,
  eth_getCode: 1,
  eth_getStorageAt: 1,
  eth_getTransactionCount: 1,
  eth_getBlockByNumber: 2,
  eth_getBlockByHash: 2,
  eth_getBlockTransactionCountByNumber: 1,
  eth_getBlockTransactionCountByHash: 1,
  eth_getTransactionByHash: 1,
  eth_getTransactionByBlockHashAndIndex: 1,
  eth_getTransactionByBlockNumberAndIndex: 1,
  eth_getTransactionReceipt: 1,
  eth_getBlockReceipts: 10,
  eth_call: 2,
  eth_estimateGas: 3,
  eth_createAccessList: 3,
  eth_getProof: 5,
  eth_getLogs: 10,
  eth_sendRawTransaction: 5,
})

/** The cost of `method`, or undefined when the endpoint does not forward it. */
export function rpcMethodCost(method: string): number | undefined {
  return Object.hasOwn(FORWARDED_RPC_METHODS, method) ? FORWARDED_RPC_METHODS[method] : undefined
}
