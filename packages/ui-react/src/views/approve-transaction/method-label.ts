const METHOD_LABELS: Record<string, string> = {
  personal_sign: 'Sign message',
  eth_signTypedData_v4: 'Sign typed data',
  eth_sendTransaction: 'Send transaction',
  wallet_sendCalls: 'Send calls',
  wallet_grantPermissions: 'Grant permissions',
  wallet_revokePermissions: 'Revoke permissions',
  eth_sendUserOperation: 'Send user operation',
  solana_signMessage: 'Sign message',
  solana_signTransaction: 'Sign transaction',
  solana_signAndSendTransaction: 'Sign and send transaction',
  solana_signAllTransactions: 'Sign transactions',
}

/** A readable name for an RPC method that needs approval (SPEC §6 "not safe" methods). */
export function methodLabel(method: string): string {
  return METHOD_LABELS[method] ?? 'Wallet request'
}
