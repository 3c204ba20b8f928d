// TODO(core-foundation): replace with rules/ (account-type defaults, RPC permission classes) once landed.
import type { AccountType, ChainNamespace } from '../types/chain.js'

export function pendingDefaultAccountType(namespace: ChainNamespace): AccountType {
  return { eip155: 'smartAccount', solana: 'eoa', polkadot: 'eoa', bip122: 'payment' }[
    namespace
  ] as AccountType
}

const SAFE = new Set([
  'eth_accounts',
  'eth_chainId',
  'eth_blockNumber',
  'eth_call',
  'eth_estimateGas',
  'eth_gasPrice',
  'eth_getBalance',
  'eth_getBlockByNumber',
  'eth_getCode',
  'eth_getTransactionByHash',
  'eth_getTransactionCount',
  'eth_getTransactionReceipt',
  'eth_sendRawTransaction',
  'wallet_getCallsStatus',
  'wallet_getCapabilities',
  'wallet_getAssets',
])
const NOT_SAFE = new Set([
  'personal_sign',
  'eth_signTypedData_v4',
  'eth_sendTransaction',
  'wallet_sendCalls',
  'wallet_grantPermissions',
  'wallet_revokePermissions',
  'eth_sendUserOperation',
  'solana_signMessage',
  'solana_signTransaction',
  'solana_signAndSendTransaction',
  'solana_signAllTransactions',
])

export function pendingRpcMethodClass(method: string): 'safe' | 'notSafe' | 'refused' {
  if (SAFE.has(method)) return 'safe'
  if (NOT_SAFE.has(method)) return 'notSafe'
  return 'refused'
}
