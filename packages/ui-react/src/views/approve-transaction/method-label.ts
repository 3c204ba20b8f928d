import type { approveTransactionMessages } from '../../i18n/en/approve-transaction.js'
import type { Translate } from '../../i18n/use-messages.js'

type Key = keyof (typeof approveTransactionMessages)['en']

const METHOD_LABELS: Record<string, Key> = {
  personal_sign: 'methodSignMessage',
  eth_signTypedData_v4: 'methodSignTypedData',
  eth_sendTransaction: 'methodSendTransaction',
  wallet_sendCalls: 'methodSendCalls',
  wallet_grantPermissions: 'methodGrantPermissions',
  wallet_revokePermissions: 'methodRevokePermissions',
  eth_sendUserOperation: 'methodSendUserOperation',
  solana_signMessage: 'methodSignMessage',
  solana_signTransaction: 'methodSignTransaction',
  solana_signAndSendTransaction: 'methodSignAndSendTransaction',
  solana_signAllTransactions: 'methodSignTransactions',
}

/** A readable name for an RPC method that needs approval (SPEC §6 "not safe" methods). */
export function methodLabel(method: string, t: Translate<Key>): string {
  return t(METHOD_LABELS[method] ?? 'methodOther')
}
